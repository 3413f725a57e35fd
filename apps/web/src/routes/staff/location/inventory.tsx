import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { useInventory } from '#web/features/inventory/api/get-inventory';
import { useSavingProductIds, useUpdateProduct } from '#web/features/inventory/api/update-product';
import { InventoryItem } from '#web/features/inventory/components/inventory-item';
import { EditTapGuardProvider } from '#web/features/inventory/edit-tap-guard';
import { groupInventory } from '#web/features/inventory/inventory-groups';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

function InventoryList({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const inventory = useInventory(vendorLocationId);
  const update = useUpdateProduct(vendorLocationId);
  const savingIds = useSavingProductIds(vendorLocationId);

  if (inventory.isPending) {
    return <StaffLoading label={t`Loading inventory`} />;
  }
  if (inventory.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={t`We couldn't load the inventory. Please try again.`}
        onRetry={() => void inventory.refetch()}
        isRetrying={inventory.isFetching}
      />
    );
  }
  if (inventory.data.length === 0) {
    return (
      <p className="mt-10 text-center text-ink-muted">
        <Trans>This location has no products yet.</Trans>
      </p>
    );
  }

  return (
    <EditTapGuardProvider>
      <div className="mt-6 flex flex-col gap-8">
        {groupInventory(inventory.data).map((group) => (
          <section key={group.key} aria-labelledby={`inventory-${group.key}`}>
            <h2 id={`inventory-${group.key}`} className="flex items-baseline gap-2 text-lg font-bold">
              {group.title}
              <span className="text-sm font-medium text-ink-muted">({group.products.length})</span>
            </h2>
            {group.products.length === 0 ? (
              <p className="mt-2 text-sm text-ink-faint">
                <Trans>No products.</Trans>
              </p>
            ) : (
              <ul className="mt-3 flex flex-col gap-2">
                {group.products.map((product) => (
                  <InventoryItem
                    key={product.productId}
                    product={product}
                    isSaving={savingIds.has(product.productId)}
                    onChange={(changes) => update.mutate({ productId: product.productId, changes })}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </EditTapGuardProvider>
  );
}

/** /staff/location/{vendorLocationId}/inventory: availability and prices. */
export function StaffInventoryPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ location }) => (
        <StaffPage
          title={t`Inventory`}
          heading={t`Manage Inventory`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`${location.description} · Switch items off when they run out; tap a price to change it.`}
        >
          <InventoryList vendorLocationId={location.vendorLocationId} />
        </StaffPage>
      )}
    </StaffLocationGate>
  );
}
