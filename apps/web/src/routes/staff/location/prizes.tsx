import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPrize } from '@queueless/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import { useCreatePrize, useStaffPrizes, useUpdatePrize } from '#web/features/contests/api/staff-prizes';
import { PrizeForm } from '#web/features/contests/components/prize-form';
import { emptyPrizeForm, oddsToPercent, prizeChanges, prizeFormValuesOf } from '#web/features/contests/prize-form';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';
import { staffPaths } from '#web/lib/staff-paths';

function PrizeRow({ prize, onEdit }: { prize: StaffPrize; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <li className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <span className="min-w-0">
        <span className="block font-semibold break-words">{prize.name}</span>
        {prize.description && <span className="block text-sm text-ink-muted break-words">{prize.description}</span>}
        <span className="mt-1 block text-sm">
          {prize.odds > 0 ? t`${oddsToPercent(prize.odds)} % per draw` : t`Not in the drawing (0 %)`} ·{' '}
          <Trans>
            {prize.quantityRemaining} of {prize.quantityTotal} left
          </Trans>
          {prize.quantityWon > 0 && t` · ${prize.quantityWon} won`}
        </span>
      </span>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Trans>
          Edit<span className="sr-only"> {prize.name}</span>
        </Trans>
      </Button>
    </li>
  );
}

function Prizes({ location, vendor, eventId }: StaffLocationContext & { eventId: string }) {
  const { t } = useLingui();
  const prizes = useStaffPrizes(vendor.vendorId, eventId);
  const create = useCreatePrize(vendor.vendorId, eventId);
  const update = useUpdatePrize(vendor.vendorId, eventId);
  const [editing, setEditing] = useState<string | null>(null);
  const back = {
    to: staffPaths.staffEventEdit(location.vendorLocationId, vendor.vendorId, eventId),
    label: t`Back to event`,
  };

  if (prizes.isPending) {
    return (
      <StaffPage title={t`Prizes`} back={back} subtitle={vendor.name}>
        <StaffLoading label={t`Loading prizes`} />
      </StaffPage>
    );
  }
  if (prizes.isError) {
    const notFound = isApiError(prizes.error) && prizes.error.status === 404;
    return (
      <StaffPage title={t`Prizes`} back={back} subtitle={vendor.name}>
        <ErrorState
          title={notFound ? t`Event not found` : t`Error occurred`}
          message={
            notFound ? t`This event is not one of this vendor’s.` : t`We couldn't load the prizes. Please try again.`
          }
          onRetry={notFound ? undefined : () => void prizes.refetch()}
          isRetrying={prizes.isFetching}
        />
      </StaffPage>
    );
  }

  const { event, totalOdds } = prizes.data;
  return (
    <StaffPage title={t`Prizes`} back={back} subtitle={`${event.eventName} · ${vendor.name}`}>
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        <Trans>
          Together the prizes give a {oddsToPercent(totalOdds)} % chance to win per draw (while each has stock).
        </Trans>
      </p>
      <section aria-labelledby="prize-list-heading" className="mt-5 flex flex-col gap-3">
        <h2 id="prize-list-heading" className="text-lg font-semibold">
          <Trans>Prizes</Trans>
        </h2>
        {prizes.data.prizes.length === 0 ? (
          <p className="text-ink-muted">
            <Trans>No prizes yet. Add the first one below; the drawing shows it at once.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Prizes`} className="flex flex-col gap-2">
            {prizes.data.prizes.map((prize) =>
              editing === prize.prizeId ? (
                <li key={prize.prizeId}>
                  <PrizeForm
                    title={t`Edit ${prize.name}`}
                    initialValues={prizeFormValuesOf(prize)}
                    quantityWon={prize.quantityWon}
                    submitLabel={t`Save prize`}
                    onCancel={() => setEditing(null)}
                    onSave={async (body) => {
                      const changes = prizeChanges(prize, body);
                      if (Object.keys(changes).length > 0) {
                        await update.mutateAsync({ prizeId: prize.prizeId, body: changes });
                        showToast({ title: t`${body.name} saved`, variant: 'success' });
                      }
                      setEditing(null);
                    }}
                  />
                </li>
              ) : (
                <PrizeRow key={prize.prizeId} prize={prize} onEdit={() => setEditing(prize.prizeId)} />
              ),
            )}
          </ul>
        )}
      </section>
      <section aria-label={t`Add a prize`} className="mt-8">
        <PrizeForm
          title={t`New prize`}
          initialValues={emptyPrizeForm}
          submitLabel={t`Add prize`}
          resetOnSave
          onSave={async (body) => {
            const created = await create.mutateAsync(body);
            showToast({ title: t`${created.name} added`, variant: 'success' });
          }}
        />
      </section>
    </StaffPage>
  );
}

/** /staff/location/{id}/{vendorId}/event/{eventId}/prizes: the event's prizes, odds and stock (MANAGER and above). */
export function StaffPrizesPage() {
  const { eventId = '' } = useParams();
  return <ManagerGate>{(context) => <Prizes {...context} eventId={eventId} />}</ManagerGate>;
}
