import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { i18n } from '#web/lib/i18n/runtime';
import { formatAmount, toCents } from '#web/lib/money';
import { OptionGroupEditor } from './option-group-editor';

/** "Required · choose 1", "Optional · up to 3". */
export function selectionRule(group: Pick<OptionGroup, 'minSelections' | 'maxSelections'>): string {
  const { minSelections: min, maxSelections: max } = group;
  const head = i18n._(min >= 1 ? msg`Required` : msg`Optional`);
  if (min === max) return i18n._(msg`${head} · choose ${max}`);
  return i18n._(min === 0 ? msg`${head} · up to ${max}` : msg`${head} · ${min} to ${max}`);
}

/**
 * The location's option groups (issue 39): each built once here and attached to many products on their form. An
 * option is 86'd (and back) with one tap, the product untouched; a group is archived as a product is.
 */
export function OptionGroupsPanel({ vendorLocationId, onDone }: { vendorLocationId: string; onDone: () => void }) {
  const { t } = useLingui();
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
      const name = option.name;
      showToast({
        title: isAvailable ? t`${name} is back on the menu.` : t`${name} is off the menu.`,
        variant: 'success',
      });
    } catch {
      showToast({ title: t`Failed to update, please try again.`, variant: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" onClick={() => setEditing('new')}>
        <Trans>New option group</Trans>
      </Button>
      {groups.isPending ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <Spinner label={t`Loading option groups`} /> <Trans>Loading option groups…</Trans>
        </p>
      ) : groups.isError ? (
        <InlineError
          title={t`We couldn't load the option groups.`}
          detail={t`Check your connection and try again.`}
          onRetry={() => void groups.refetch()}
          isRetrying={groups.isFetching}
        />
      ) : groups.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-ink-muted">
          <Trans>
            No option groups yet. Build one ("Tequila": choose 1), then attach it to products on their form.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Option groups`} className="flex flex-col gap-3">
          {groups.data.map((group) => (
            <li key={group.optionGroupId} className="rounded-xl border border-line p-3">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{group.name}</h3>
                <span className="text-sm text-ink-muted">{selectionRule(group)}</span>
              </div>
              <p className="text-xs text-ink-muted">
                <Plural value={group.productIds.length} one="On # product" other="On # products" />
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {group.options.map((option) => (
                  <li key={option.optionId} className="flex min-h-10 items-center justify-between gap-2 text-sm">
                    <span className={option.isAvailable ? undefined : 'text-ink-muted line-through'}>
                      {option.name}
                      {toCents(option.priceDelta) !== 0 &&
                        ` (${toCents(option.priceDelta) > 0 ? '+' : ''}${formatAmount(option.priceDelta)})`}
                      {option.isDefault && ` · ${t`default`}`}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={setAvailability.isPending}
                      onClick={() => void toggle(group, option.optionId)}
                      aria-label={option.isAvailable ? t`86 ${option.name}` : t`Back on ${option.name}`}
                    >
                      {option.isAvailable ? t`86` : t`Back on`}
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(group)}>
                  <Trans>
                    Edit <span className="sr-only">{group.name}</span>
                  </Trans>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setArchiving(group)}>
                  <Trans>
                    Archive <span className="sr-only">{group.name}</span>
                  </Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" onClick={onDone}>
        <Trans>Close</Trans>
      </Button>
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        title={t`Archive ${archiving?.name ?? ''}?`}
        description={t`It leaves every product it is on and any cart holding it. Past orders keep it.`}
        confirmLabel={t`Archive`}
        isConfirming={archive.isPending}
        onConfirm={() =>
          archiving &&
          archive.mutate(archiving.optionGroupId, {
            onSettled: () => setArchiving(null),
            onError: () => showToast({ title: t`Failed to update, please try again.`, variant: 'error' }),
          })
        }
      />
    </div>
  );
}
