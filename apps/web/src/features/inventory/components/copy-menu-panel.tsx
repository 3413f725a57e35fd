import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** What the chosen location's menu holds, as it will be copied: per group, with the first few names. */
function CopyPreview({ fromVendorLocationId, fromName }: { fromVendorLocationId: string; fromName: string }) {
  const { t } = useLingui();
  const source = useInventory(fromVendorLocationId);
  if (source.isPending) return <StaffLoading label={t`Loading the menu of ${fromName}`} />;
  if (source.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={t`We couldn't load the menu of ${fromName}. Please try again.`}
        onRetry={() => void source.refetch()}
        isRetrying={source.isFetching}
      />
    );
  }
  if (source.data.length === 0) {
    return (
      <p className="text-ink-muted">
        <Trans>{fromName} has no products to copy.</Trans>
      </p>
    );
  }
  const groups = groupInventory(source.data).filter((group) => group.products.length > 0);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">
        <Plural
          value={source.data.length}
          one="# product will be added to this menu:"
          other="# products will be added to this menu:"
        />
      </p>
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
              {names.length > 4 ? ` ${t`and ${names.length - 4} more`}` : ''}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-muted">
        <Trans>
          Nothing on this menu is changed or removed. The copies keep their prices and photos; tracked stock starts at 0
          here.
        </Trans>
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
  const { t } = useLingui();
  const locations = useOtherLocations(vendorId, vendorLocationId);
  const copy = useCopyMenu(vendorLocationId);
  const [fromId, setFromId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const source = useQuery({ ...inventoryQueryOptions(fromId), enabled: fromId !== '' });

  if (locations.isPending) return <StaffLoading label={t`Loading your locations`} />;
  if (locations.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={t`We couldn't load your locations. Please try again.`}
        onRetry={() => void locations.refetch()}
        isRetrying={locations.isFetching}
      />
    );
  }
  if (locations.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-ink-muted">
          <Trans>This venue has no other location to copy a menu from.</Trans>
        </p>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Back</Trans>
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
      const place = from.description;
      showToast({
        title: plural(copied.length, {
          one: `Copied # product from ${place}.`,
          other: `Copied # products from ${place}.`,
        }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t`The menu could not be copied. Please try again.`);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t`Copy from`}
        value={fromId}
        onChange={(event) => {
          setFromId(event.target.value);
          setFailure(null);
        }}
      >
        <option value="">{t`Choose a location`}</option>
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
          {count > 0 ? <Plural value={count} one="Copy # product" other="Copy # products" /> : <Trans>Copy</Trans>}
        </Button>
        <Button variant="secondary" disabled={copy.isPending} onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
