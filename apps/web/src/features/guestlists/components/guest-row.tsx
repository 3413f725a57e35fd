import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GuestReservation } from '@queueless/contracts';
import { memo } from 'react';
import { Button } from '#web/components/ui/button';
import {
  canCheckIn,
  guestName,
  reservationStatusLabels,
  reservationStatusStyles,
} from '#web/features/guestlists/guest-list';
import { cn } from '#web/lib/cn';

type GuestRowProps = {
  guest: GuestReservation;
  isPending: boolean;
  onCheckIn: (guest: GuestReservation) => void;
};

/** One reservation at the door: name, party size, status in its colour, and Check In. */
export const GuestRow = memo(function GuestRow({ guest, isPending, onCheckIn }: GuestRowProps) {
  const { t } = useLingui();
  const name = guestName(guest);
  return (
    <li
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 [contain-intrinsic-size:auto_76px] [content-visibility:auto]"
      data-reservation-id={guest.reservationId}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold">{name}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>
            <Plural value={guest.quantity} one="# guest" other="# guests" />
          </span>
          <span
            className={cn(
              'rounded-lg px-2 py-0.5 text-xs font-semibold',
              reservationStatusStyles[guest.reservationStatus],
            )}
          >
            {reservationStatusLabels[guest.reservationStatus]}
          </span>
        </span>
      </div>
      <Button
        size="sm"
        variant={canCheckIn(guest.reservationStatus) ? 'primary' : 'secondary'}
        disabled={!canCheckIn(guest.reservationStatus)}
        isLoading={isPending}
        onClick={() => onCheckIn(guest)}
        aria-label={t`Check In ${name}`}
      >
        <Trans>Check In</Trans>
      </Button>
    </li>
  );
});
