import type { OptionGroup } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { InlineError } from '#web/components/ui/inline-error';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import {
  useArchiveOptionGroup,
  useOptionGroups,
  useSetOptionAvailability,
} from '#web/features/inventory/api/option-groups';
import { formatAmount, toCents } from '#web/lib/money';
import { OptionGroupEditor } from './option-group-editor';

/** "Required · choose 1", "Optional · up to 3". */
export function selectionRule(group: Pick<OptionGroup, 'minSelections' | 'maxSelections'>): string {
  const head = group.minSelections >= 1 ? 'Required' : 'Optional';
  if (group.minSelections === group.maxSelections) return `${head} · choose ${group.maxSelections}`;
  return group.minSelections === 0
    ? `${head} · up to ${group.maxSelections}`
    : `${head} · ${group.minSelections} to ${group.maxSelections}`;
}

/**
 * The location's option groups (issue 39): each built once here and attached to many products on their form. An
 * option is 86'd (and back) with one tap, the product untouched; a group is archived as a product is.
 */
export function OptionGroupsPanel({ vendorLocationId, onDone }: { vendorLocationId: string; onDone: () => void }) {
  const groups = useOptionGroups(vendorLocationId);
  const setAvailability = useSetOptionAvailability(vendorLocationId);
  const archive = useArchiveOptionGroup(vendorLocationId);
  const [editing, setEditing] = useState<OptionGroup | 'new' | null>(null);
  const [archiving, setArchiving] = useState<OptionGroup | null>(null);

  if (editing) {
    return (
      <OptionGroupEditor
        key={editing === 'new' ? 'new' : editing.optionGroupId}
        vendorLocationId={vendorLocationId}
        group={editing === 'new' ? undefined : editing}
        onDone={() => setEditing(null)}
      />
    );
  }

  const toggle = async (group: OptionGroup, optionId: string) => {
    const option = group.options.find((one) => one.optionId === optionId);
    if (!option) return;
    const isAvailable = !option.isAvailable;
    try {
      await setAvailability.mutateAsync({ optionGroupId: group.optionGroupId, optionId, isAvailable });
      showToast({ title: `${option.name} is ${isAvailable ? 'back on' : 'off'} the menu.`, variant: 'success' });
    } catch {
      showToast({ title: 'Failed to update, please try again.', variant: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" onClick={() => setEditing('new')}>
        New option group
      </Button>
      {groups.isPending ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <Spinner label="Loading option groups" /> Loading option groups…
        </p>
      ) : groups.isError ? (
        <InlineError
          title="We couldn't load the option groups."
          detail="Check your connection and try again."
          onRetry={() => void groups.refetch()}
          isRetrying={groups.isFetching}
        />
      ) : groups.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-ink-muted">
          No option groups yet. Build one ("Tequila": choose 1), then attach it to products on their form.
        </p>
      ) : (
        <ul aria-label="Option groups" className="flex flex-col gap-3">
          {groups.data.map((group) => (
            <li key={group.optionGroupId} className="rounded-xl border border-line p-3">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{group.name}</h3>
                <span className="text-sm text-ink-muted">{selectionRule(group)}</span>
              </div>
              <p className="text-xs text-ink-muted">
                On {group.productIds.length} {group.productIds.length === 1 ? 'product' : 'products'}
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {group.options.map((option) => (
                  <li key={option.optionId} className="flex min-h-10 items-center justify-between gap-2 text-sm">
                    <span className={option.isAvailable ? undefined : 'text-ink-muted line-through'}>
                      {option.name}
                      {toCents(option.priceDelta) !== 0 &&
                        ` (${toCents(option.priceDelta) > 0 ? '+' : ''}${formatAmount(option.priceDelta)})`}
                      {option.isDefault && ' · default'}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={setAvailability.isPending}
                      onClick={() => void toggle(group, option.optionId)}
                      aria-label={`${option.isAvailable ? '86' : 'Back on'} ${option.name}`}
                    >
                      {option.isAvailable ? '86' : 'Back on'}
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(group)}>
                  Edit <span className="sr-only">{group.name}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setArchiving(group)}>
                  Archive <span className="sr-only">{group.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" onClick={onDone}>
        Close
      </Button>
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        title={`Archive ${archiving?.name ?? ''}?`}
        description="It leaves every product it is on and any cart holding it. Past orders keep it."
        confirmLabel="Archive"
        isConfirming={archive.isPending}
        onConfirm={() =>
          archiving &&
          archive.mutate(archiving.optionGroupId, {
            onSettled: () => setArchiving(null),
            onError: () => showToast({ title: 'Failed to update, please try again.', variant: 'error' }),
          })
        }
      />
    </div>
  );
}
