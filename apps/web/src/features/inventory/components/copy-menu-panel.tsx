import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Select } from '#web/components/ui/select';
import { showToast } from '#web/components/ui/toast';
import { useCopyMenu, useOtherLocations } from '#web/features/inventory/api/copy-menu';
import { inventoryQueryOptions, useInventory } from '#web/features/inventory/api/get-inventory';
import { groupInventory } from '#web/features/inventory/inventory-groups';
import { StaffLoading } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What the chosen location's menu holds, as it will be copied: per group, with the first few names. */
function CopyPreview({ fromVendorLocationId, fromName }: { fromVendorLocationId: string; fromName: string }) {
  const source = useInventory(fromVendorLocationId);
  if (source.isPending) return <StaffLoading label={`Loading the menu of ${fromName}`} />;
  if (source.isError) {
    return (
      <ErrorState
        title="Error occurred"
        message={`We couldn't load the menu of ${fromName}. Please try again.`}
        onRetry={() => void source.refetch()}
        isRetrying={source.isFetching}
      />
    );
  }
  if (source.data.length === 0) return <p className="text-ink-muted">{fromName} has no products to copy.</p>;
  const groups = groupInventory(source.data).filter((group) => group.products.length > 0);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{plural(source.data.length, 'product')} will be added to this menu:</p>
      <ul className="flex flex-col gap-1 text-sm text-ink-muted">
        {groups.map((group) => {
          const names = [...new Set(group.products.map((product) => product.name))];
          const shown = names.slice(0, 4).join(', ');
          return (
            <li key={group.key}>
              <span className="font-semibold text-ink">
                {group.title} ({group.products.length})
              </span>
              : {shown}
              {names.length > 4 ? ` and ${plural(names.length - 4, 'more', 'more')}` : ''}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-muted">
        Nothing on this menu is changed or removed. The copies keep their prices and photos; tracked stock starts at 0
        here.
      </p>
    </div>
  );
}

/**
 * Copy another location's menu (same vendor) into this one: pick the location, see what it holds, copy. The call
 * adds copies (decision 058): nothing here is replaced, tracked stock starts at 0.
 */
export function CopyMenuPanel({
  vendorLocationId,
  vendorId,
  onDone,
}: {
  vendorLocationId: string;
  vendorId: string;
  onDone: () => void;
}) {
  const locations = useOtherLocations(vendorId, vendorLocationId);
  const copy = useCopyMenu(vendorLocationId);
  const [fromId, setFromId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const source = useQuery({ ...inventoryQueryOptions(fromId), enabled: fromId !== '' });

  if (locations.isPending) return <StaffLoading label="Loading your locations" />;
  if (locations.isError) {
    return (
      <ErrorState
        title="Error occurred"
        message="We couldn't load your locations. Please try again."
        onRetry={() => void locations.refetch()}
        isRetrying={locations.isFetching}
      />
    );
  }
  if (locations.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-ink-muted">This venue has no other location to copy a menu from.</p>
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
      </div>
    );
  }
  const from = locations.data.find((location) => location.vendorLocationId === fromId);
  const count = from && source.data ? source.data.length : 0;

  const confirm = async () => {
    if (!from) return;
    setFailure(null);
    try {
      const copied = await copy.mutateAsync(from.vendorLocationId);
      showToast({
        title: `Copied ${plural(copied.length, 'product')} from ${from.description}.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'The menu could not be copied. Please try again.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Copy from"
        value={fromId}
        onChange={(event) => {
          setFromId(event.target.value);
          setFailure(null);
        }}
      >
        <option value="">Choose a location</option>
        {locations.data.map((location) => (
          <option key={location.vendorLocationId} value={location.vendorLocationId}>
            {location.description}
          </option>
        ))}
      </Select>
      {from && <CopyPreview fromVendorLocationId={from.vendorLocationId} fromName={from.description} />}
      {failure && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button isLoading={copy.isPending} disabled={!from || count === 0} onClick={() => void confirm()}>
          {count > 0 ? `Copy ${plural(count, 'product')}` : 'Copy'}
        </Button>
        <Button variant="secondary" disabled={copy.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
