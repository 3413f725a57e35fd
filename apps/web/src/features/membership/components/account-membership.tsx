import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MyReservation } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { cancelReservation } from '#web/features/membership/api/cancel-reservation';
import { useMyReservations } from '#web/features/membership/api/get-my-reservations';
import { refetchMemberData } from '#web/features/membership/api/invalidate';
import { membershipMessages } from '#web/features/membership/membership-messages';
import { reservationsToShow } from '#web/features/membership/reservation-order';
import { RESERVATIONS_HASH } from '#web/features/membership/reservations-anchor';
import { useMemberStatus } from '#web/features/membership/use-member-status';
import { ACCOUNT_LIST_LIMIT } from '#web/lib/constants';
import { paths } from '#web/lib/paths';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { formatEventTime } from './event-format';
import { MemberSettings } from './member-settings';
import { MembershipLoadError } from './membership-load-error';
import { ReservationQrCode } from './reservation-qr-code';

const statusLabel = {
  CONFIRMED: msg`Confirmed`,
  CANCELLED: msg`Cancelled`,
  PENDING: msg`Pending`,
  CHECKED_IN: msg`Checked in`,
  WAITLISTED: msg`Waitlisted`,
} satisfies Record<MyReservation['reservationStatus'], unknown>;

/**
 * The account page's membership part: 'All You Can Party for $20?' for non-members (to /lusiv), and for members
 * their credits, their sharing settings and Guest List Reservations (top 3, those still to come first), each with its QR code and, before
 * the event starts, a cancel for a CONFIRMED one or 'Leave waitlist' for a WAITLISTED one (both asked first).
 * A non-member who holds reservations (a lapsed membership, a place from the waitlist) sees them under the offer.
 */
export function AccountMembership() {
  const { t } = useLingui();
  const member = useMemberStatus();
  if (member.isError) return <MembershipLoadError onRetry={member.retry} isRetrying={member.isRetrying} />;
  if (member.banner === 'loading') {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t`Loading membership`} />
      </div>
    );
  }
  if (!member.isMember) {
    return (
      <>
        <section aria-labelledby="membership-promo" className="rounded-2xl border border-brand/40 bg-surface p-5">
          <h2 id="membership-promo" className="text-lg font-semibold">
            <Trans>All You Can Party for $20?</Trans>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>Join Lusiv: 4 event credits a month and guest-list spots.</Trans>
          </p>
          <Link to={paths.lusiv()} className={`${buttonStyles({ fullWidth: true })} mt-4`}>
            <Trans>Learn more</Trans>
          </Link>
        </section>
        {member.user && <GuestListReservations credits={null} userId={member.user.userId} />}
      </>
    );
  }
  return (
    <>
      <GuestListReservations credits={member.credits ?? 0} userId={member.user?.userId ?? ''} />
      {member.user && <MemberSettings userId={member.user.userId} />}
    </>
  );
}

/** `credits` null: a non-member's list, shown only when they hold reservations. */
function GuestListReservations({ credits, userId }: { credits: number | null; userId: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const reservations = useMyReservations(userId);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  /** The reservation whose cancel was tapped, until the person confirms or keeps it. */
  const [confirming, setConfirming] = useState<MyReservation | null>(null);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const hasLoaded = !reservations.isPending;

  // Opened from the waitlist text's link: once the list is there, the page scrolls to it.
  useEffect(() => {
    if (hash === RESERVATIONS_HASH && hasLoaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, hasLoaded]);

  if (credits === null && !(reservations.data && reservations.data.reservations.length > 0)) return null;

  const cancel = async (reservationId: string) => {
    if (cancelling) return;
    setCancelling(reservationId);
    setCancelError(null);
    try {
      await cancelReservation(reservationId);
    } catch {
      setCancelError(i18n._(membershipMessages.cancelFailed));
    } finally {
      setCancelling(null);
      setConfirming(null);
      void refetchMemberData(queryClient, userId);
    }
  };

  return (
    <section ref={section} aria-labelledby="guest-list-reservations" className="flex scroll-mt-4 flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="guest-list-reservations" className="text-lg font-semibold">
          <Trans>Guest List Reservations</Trans>
        </h2>
        {credits !== null && (
          <span className="text-sm text-ink-muted">
            <Plural value={credits} one="# credit" other="# credits" />
          </span>
        )}
      </div>
      {cancelError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {cancelError}
        </p>
      )}
      {reservations.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t`Loading reservations`} />
        </div>
      ) : reservations.isError ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4">
          <p role="alert" className="text-sm">
            {i18n._(membershipMessages.reservationsFailed)}
          </p>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => void reservations.refetch()}
            isLoading={reservations.isFetching}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : reservations.data.reservations.length === 0 ? (
        <div className="rounded-2xl border border-line bg-surface p-4 text-sm text-ink-muted">
          <Trans>
            No reservations yet.{' '}
            <Link to={paths.lusivEvents()} className="font-medium text-brand underline">
              Find an event
            </Link>
          </Trans>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {reservationsToShow(reservations.data.reservations, ACCOUNT_LIST_LIMIT).map((reservation) => {
            // A waitlisted place can be given up too (decision 012), so the guest may book another night.
            const isWaitlisted = reservation.reservationStatus === 'WAITLISTED';
            const isCancellable =
              (reservation.reservationStatus === 'CONFIRMED' || isWaitlisted) &&
              Date.parse(reservation.startTime) > Date.now();
            const hasQr = reservation.reservationStatus === 'CONFIRMED';
            return (
              <li
                key={reservation.reservationId}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{reservation.gleventName}</p>
                    <p className="text-sm text-ink-muted">{reservation.venueName}</p>
                    <p className="text-sm text-ink-muted">
                      {formatEventTime(reservation.startTime, reservation.endTime, reservation.timeZone)}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold">
                    {i18n._(statusLabel[reservation.reservationStatus])}
                  </span>
                </div>
                {hasQr && (
                  <div className="flex justify-center">
                    <ReservationQrCode
                      userId={userId}
                      reservationId={reservation.reservationId}
                      label={t`QR code for your reservation at ${reservation.gleventName}`}
                    />
                  </div>
                )}
                {isCancellable && (
                  <Button
                    variant="secondary"
                    fullWidth
                    isLoading={cancelling === reservation.reservationId}
                    disabled={cancelling !== null}
                    onClick={() => setConfirming(reservation)}
                  >
                    {isWaitlisted ? <Trans>Leave waitlist</Trans> : <Trans>Cancel reservation</Trans>}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CancelReservationDialog
        reservation={confirming}
        isCancelling={cancelling !== null}
        onConfirm={(reservationId) => void cancel(reservationId)}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
