import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { useReprintOrder } from '#web/features/stations/api/reprint-order';
import { useStations } from '#web/features/stations/api/stations';
import { isApiError } from '#web/lib/api-client';

/** Prints the order's tickets again on their stations' printers; nothing where the location has no stations. */
export function ReprintButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const stations = useStations(order.vendorLocationId);
  const reprint = useReprintOrder({ vendorLocationId: order.vendorLocationId, orderId: order.orderId });
  if (order.datetimePaid === null || !stations.data?.items.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="md" isLoading={reprint.isPending} onClick={() => reprint.mutate()}>
        <Trans>Reprint tickets</Trans>
      </Button>
      <span role="status" className="text-sm text-success">
        {reprint.data
          ? plural(reprint.data.jobs, {
              one: '# ticket sent to the printers.',
              other: '# tickets sent to the printers.',
            })
          : ''}
      </span>
      {reprint.error && (
        <p role="alert" className="text-sm text-danger">
          {isApiError(reprint.error) ? reprint.error.message : t`Could not reprint. Please try again.`}
        </p>
      )}
    </div>
  );
}
