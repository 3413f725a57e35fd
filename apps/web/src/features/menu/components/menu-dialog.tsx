import type { Product } from '@queueless/contracts';
import type { MenuEntry } from '#web/features/menu/menu';
import { hasOptions, type LineChoices } from '#web/features/menu/options';
import { AllergenFilterDialog } from './allergen-filter-dialog';
import { MerchandiseModal } from './merchandise-modal';
import { ProductDialog } from './product-dialog';

/** What the menu opened: a card (sizes, or a product's choices), or the allergen filter. */
export type MenuDialogRequest = { kind: 'entry'; entry: MenuEntry } | { kind: 'allergens' };

type MenuDialogProps = {
  request: MenuDialogRequest;
  /** The menu's products (a combo's choices show their own options). */
  products?: readonly Product[];
  hiddenAllergens: readonly string[];
  onClose: () => void;
  onAdd: (product: Product, quantity: number, choices?: LineChoices) => void;
  onApplyAllergens: (hidden: string[]) => void;
};

/**
 * The menu's dialogs, one module loaded on the first tap or intent (the menu's first load carries none of them,
 * decision 093): merchandise sizes, a product's choices (issue 39), the allergen filter.
 */
export function MenuDialog({ request, products, hiddenAllergens, onClose, onAdd, onApplyAllergens }: MenuDialogProps) {
  if (request.kind === 'allergens') {
    return <AllergenFilterDialog hidden={hiddenAllergens} onClose={onClose} onApply={onApplyAllergens} />;
  }
  const { entry } = request;
  if (entry.kind === 'product' && hasOptions(entry.product)) {
    return (
      <ProductDialog
        product={entry.product}
        products={products}
        hiddenAllergens={hiddenAllergens}
        onClose={onClose}
        onAdd={onAdd}
      />
    );
  }
  return <MerchandiseModal entry={entry} onClose={onClose} onAdd={onAdd} />;
}
