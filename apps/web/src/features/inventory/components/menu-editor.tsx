import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import { useArchiveProduct } from '#web/features/inventory/api/archive-product';
import { useEditProduct } from '#web/features/inventory/api/edit-product';
import { useInventory } from '#web/features/inventory/api/get-inventory';
import { groupInventory } from '#web/features/inventory/inventory-groups';
import { editBodyOf, productFormOf } from '#web/features/inventory/product-form';
import { StaffLoading } from '#web/features/staff/components/staff-page';
import { cn } from '#web/lib/cn';
import { formatAmount } from '#web/lib/money';
import { CopyMenuPanel } from './copy-menu-panel';
import { MenuCsvPanel } from './menu-csv-panel';
import { OptionGroupsPanel } from './option-groups-panel';
import { ProductEditor } from './product-editor';
import { StockEditor } from './stock-editor';

type Panel =
  | { kind: 'create' }
  | { kind: 'copy' }
  | { kind: 'groups' }
  | { kind: 'edit'; productId: string }
  | { kind: 'stock'; productId: string }
  | null;

function ProductRow({
  product,
  canMoveUp,
  canMoveDown,
  isBusy,
  isSelected,
  onEdit,
  onStock,
  onMove,
  onArchive,
}: {
  product: Product;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isBusy: boolean;
  /** The product open in the side panel (edit or stock): an amber edge and aria-current, not only a lighter button. */
  isSelected: boolean;
  onEdit: () => void;
  onStock: () => void;
  onMove: (direction: -1 | 1) => void;
  onArchive: () => void;
}) {
  const { t } = useLingui();
  const title = product.variantName ? `${product.name} (${product.variantName})` : product.name;
  const left = product.quantity.available ?? 0;
  const stock = product.trackQuantity ? (left <= 0 ? t`Sold out` : t`${left} in stock`) : null;
  return (
    <li
      aria-current={isSelected || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-2xl border bg-surface p-3 sm:flex-row sm:items-center',
        isSelected ? 'border-brand ring-1 ring-brand' : 'border-line',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere">{title}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{formatAmount(product.price)}</span>
          {product.originalPrice && <s>{formatAmount(product.originalPrice)}</s>}
          {stock && <span>· {stock}</span>}
          {!product.isAvailable && (
            <span>
              · <Trans>Unavailable</Trans>
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Button>
        {product.trackQuantity && (
          <Button variant="secondary" size="sm" onClick={onStock} aria-label={t`Stock of ${title}`}>
            <Trans>Stock</Trans>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={!canMoveUp || isBusy}
          onClick={() => onMove(-1)}
          aria-label={t`Move ${title} up`}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!canMoveDown || isBusy}
          onClick={() => onMove(1)}
          aria-label={t`Move ${title} down`}
        >
          ↓
        </Button>
        <Button variant="ghost" size="sm" onClick={onArchive} aria-label={t`Archive ${title}`}>
          <Trans>Archive</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * The Menu editor (MANAGER and above): the location's products under the spec's groups, each editable, restockable,
 * movable and archivable; a new product (a merchandise item in sizes too); the menu as CSV. Phone first: the editing
 * panel takes the place of the list; at laptop width it sits beside it.
 */
export function MenuEditor({ vendorLocationId, vendorId }: { vendorLocationId: string; vendorId: string }) {
  const { t } = useLingui();
  const inventory = useInventory(vendorLocationId);
  const edit = useEditProduct(vendorLocationId);
  const archive = useArchiveProduct(vendorLocationId);
  const [panel, setPanel] = useState<Panel>(null);
  const [archiving, setArchiving] = useState<Product | null>(null);

  if (inventory.isPending) return <StaffLoading label={t`Loading the menu`} />;
  if (inventory.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={t`We couldn't load the menu. Please try again.`}
        onRetry={() => void inventory.refetch()}
        isRetrying={inventory.isFetching}
      />
    );
  }
  const products = inventory.data;
  const selected =
    panel?.kind === 'edit' || panel?.kind === 'stock'
      ? products.find((product) => product.productId === panel.productId)
      : undefined;
  const close = () => setPanel(null);

  const move = async (group: Product[], index: number, direction: -1 | 1) => {
    const product = group[index];
    const neighbour = group[index + direction];
    if (!product || !neighbour) return;
    const displayOrder = Math.max(0, neighbour.displayOrder + direction);
    const values = { ...productFormOf(product), displayOrder: String(displayOrder) };
    try {
      await edit.mutateAsync({ productId: product.productId, body: editBodyOf(values, product.version) });
    } catch {
      showToast({ title: t`Failed to update, please try again.`, variant: 'error' });
    }
  };

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.productId);
      showToast({ title: t`${archiving.name} is off the menu.`, variant: 'success' });
    } catch {
      showToast({ title: t`Failed to update, please try again.`, variant: 'error' });
    }
    setArchiving(null);
  };

  const panelContent =
    panel?.kind === 'create' ? (
      <ProductEditor
        vendorLocationId={vendorLocationId}
        vendorId={vendorId}
        onDone={close}
        onReload={() => inventory.refetch()}
      />
    ) : panel?.kind === 'groups' ? (
      <OptionGroupsPanel vendorLocationId={vendorLocationId} onDone={close} />
    ) : panel?.kind === 'copy' ? (
      <CopyMenuPanel vendorLocationId={vendorLocationId} vendorId={vendorId} onDone={close} />
    ) : panel?.kind === 'edit' && selected ? (
      <ProductEditor
        key={selected.version}
        vendorLocationId={vendorLocationId}
        vendorId={vendorId}
        product={selected}
        onDone={close}
        onReload={() => inventory.refetch()}
      />
    ) : panel?.kind === 'stock' && selected ? (
      <StockEditor vendorLocationId={vendorLocationId} product={selected} onDone={close} />
    ) : null;
  const panelTitle =
    panel?.kind === 'create'
      ? t`New product`
      : panel?.kind === 'copy'
        ? t`Copy from another location`
        : panel?.kind === 'groups'
          ? t`Option groups`
          : panel?.kind === 'stock'
            ? t`Stock: ${selected?.name ?? ''}`
            : t`Edit product`;

  return (
    <div className="mt-5 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
      <div className={panelContent ? 'hidden lg:block' : undefined}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="lg" className="w-full" onClick={() => setPanel({ kind: 'create' })}>
            <Trans>Add a product</Trans>
          </Button>
          <Button size="lg" variant="secondary" className="w-full" onClick={() => setPanel({ kind: 'groups' })}>
            <Trans>Option groups</Trans>
          </Button>
          <Button size="lg" variant="secondary" className="w-full" onClick={() => setPanel({ kind: 'copy' })}>
            <Trans>Copy from another location</Trans>
          </Button>
        </div>
        {products.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
            <Trans>
              This location has no products yet. Add the first one, copy another location's menu, or import a
              spreadsheet below.
            </Trans>
          </p>
        ) : (
          <div className="mt-6 flex flex-col gap-8">
            {groupInventory(products).map((group) => (
              <section key={group.key} aria-labelledby={`menu-editor-${group.key}`}>
                <h2 id={`menu-editor-${group.key}`} className="flex items-baseline gap-2 text-lg font-bold">
                  {group.title}
                  <span className="text-sm font-medium text-ink-muted">({group.products.length})</span>
                </h2>
                {group.products.length === 0 ? (
                  <p className="mt-2 text-sm text-ink-faint">
                    <Trans>No products.</Trans>
                  </p>
                ) : (
                  <ul className="mt-3 flex flex-col gap-2">
                    {group.products.map((product, index) => (
                      <ProductRow
                        key={product.productId}
                        product={product}
                        canMoveUp={index > 0}
                        canMoveDown={index < group.products.length - 1}
                        isBusy={edit.isPending}
                        isSelected={
                          (panel?.kind === 'edit' || panel?.kind === 'stock') && panel.productId === product.productId
                        }
                        onEdit={() => setPanel({ kind: 'edit', productId: product.productId })}
                        onStock={() => setPanel({ kind: 'stock', productId: product.productId })}
                        onMove={(direction) => void move(group.products, index, direction)}
                        onArchive={() => setArchiving(product)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
        <div className="mt-8">
          <MenuCsvPanel vendorLocationId={vendorLocationId} />
        </div>
      </div>
      {panelContent && (
        <section
          aria-labelledby="menu-editor-panel"
          className="rounded-2xl border border-line bg-surface p-4 lg:sticky lg:top-4"
        >
          <h2 id="menu-editor-panel" className="mb-3 text-lg font-bold">
            {panelTitle}
          </h2>
          {panelContent}
        </section>
      )}
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        title={t`Archive ${archiving?.name ?? ''}?`}
        description={t`It leaves the menu and any cart holding it. Past orders keep it.`}
        confirmLabel={t`Archive`}
        isConfirming={archive.isPending}
        onConfirm={() => void confirmArchive()}
      />
    </div>
  );
}
