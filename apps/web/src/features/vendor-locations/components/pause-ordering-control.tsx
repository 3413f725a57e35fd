import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocationOrdering, Role, UpdateLocationOrderingBody } from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useUpdateLocationOrdering } from '#web/features/vendor-locations/api/update-location-ordering';
import { isApiError } from '#web/lib/api-client';

/** The pause lengths offered; '' is until resumed. */
const PAUSE_CHOICES = [
  ['5', msg`5 minutes`],
  ['10', msg`10 minutes`],
  ['15', msg`15 minutes`],
  ['', msg`Until resumed`],
] as const;

/** The body of a pause of `minutes` (none: until resumed) with a reason and a cap ('' removes it). */
export function pauseBody(minutes: string, reason: string, cap: string, now = Date.now()): UpdateLocationOrderingBody {
  return {
    paused: true,
    ...(minutes ? { pausedUntil: new Date(now + Number(minutes) * 60_000).toISOString() } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    maxOrdersPer15Minutes: cap.trim() ? Number(cap) : null,
  };
}

/** The alcohol limit as typed ('' removes it), issue 39. */
export function alcoholLimitOf(text: string): number | null {
  return text.trim() ? Number(text) : null;
}

/**
 * For MANAGER and above on the staff location menu: whether customers can order here now, and a dialog to pause
 * ordering (5, 10, 15 minutes or until resumed, with the reason the menu shows), set a cap on paid orders per 15
 * minutes, or resume (decision 072).
 */
export function PauseOrderingControl({
  vendorLocationId,
  staffRole,
  ordering,
  maxAlcoholicItemsPerOrder,
}: {
  vendorLocationId: string;
  staffRole: Role;
  ordering: LocationOrdering | undefined;
  /** The location's limit on alcoholic items per order (issue 39); null or absent: none. */
  maxAlcoholicItemsPerOrder?: number | null;
}) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const [cap, setCap] = useState('');
  const [alcoholLimit, setAlcoholLimit] = useState(
    maxAlcoholicItemsPerOrder == null ? '' : String(maxAlcoholicItemsPerOrder),
  );
  const update = useUpdateLocationOrdering(vendorLocationId);
  if (staffRole === 'STAFF') return null;
  const isOpenNow = ordering?.open !== false;
  const error = update.error ? (isApiError(update.error) ? update.error.message : t`Could not save. Try again.`) : null;

  const send = (body: UpdateLocationOrderingBody) => update.mutate(body, { onSuccess: () => setIsOpen(false) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ ...pauseBody(minutes, reason, cap), maxAlcoholicItemsPerOrder: alcoholLimitOf(alcoholLimit) });
  };

  return (
    <div className="mt-2 flex min-h-16 items-center justify-between gap-4 rounded-2xl border border-line bg-surface px-5 py-3">
      <div>
        <p className="font-semibold">{isOpenNow ? t`Taking orders` : t`Ordering paused`}</p>
        {!isOpenNow && ordering?.reason && <p className="text-sm text-ink-muted">{ordering.reason}</p>}
        {maxAlcoholicItemsPerOrder != null && (
          <p className="text-sm text-ink-muted">
            <Trans>At most {maxAlcoholicItemsPerOrder} alcoholic per order</Trans>
          </p>
        )}
      </div>
      {isOpenNow ? (
        <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
          <Trans>Pause ordering</Trans>
        </Button>
      ) : (
        <Button size="sm" isLoading={update.isPending} onClick={() => send({ paused: false })}>
          <Trans>Resume ordering</Trans>
        </Button>
      )}
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t`Pause ordering`}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <Select label={t`For`} value={minutes} onChange={(event) => setMinutes(event.target.value)}>
            {PAUSE_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </Select>
          <Input
            label={t`Reason customers see`}
            placeholder={t`The kitchen is catching up`}
            maxLength={120}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Input
            label={t`Most paid orders per 15 minutes`}
            hint={t`Leave empty for no cap.`}
            inputMode="numeric"
            value={cap}
            onChange={(event) => setCap(event.target.value.replace(/\D/g, ''))}
            error={error}
          />
          <Input
            label={t`Most alcoholic drinks per order`}
            hint={t`Leave empty for no limit. Customers are told before checkout.`}
            inputMode="numeric"
            value={alcoholLimit}
            onChange={(event) => setAlcoholLimit(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" isLoading={update.isPending}>
            <Trans>Pause ordering</Trans>
          </Button>
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              send({
                paused: false,
                maxOrdersPer15Minutes: cap.trim() ? Number(cap) : null,
                maxAlcoholicItemsPerOrder: alcoholLimitOf(alcoholLimit),
              })
            }
          >
            <Trans>Keep taking orders, save the limits</Trans>
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
