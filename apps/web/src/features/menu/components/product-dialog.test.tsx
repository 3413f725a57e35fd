// @vitest-environment jsdom
import type { Product } from '@queueless/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#web/test/factories';
import { makeMargarita } from '#web/test/menus';
import { ProductDialog } from './product-dialog';

afterEach(cleanup);

function renderDialog(product = makeMargarita(), hiddenAllergens: string[] = [], products: Product[] = []) {
  const onAdd = vi.fn();
  render(
    <ProductDialog
      product={product}
      products={products}
      hiddenAllergens={hiddenAllergens}
      onAdd={onAdd}
      onClose={vi.fn()}
    />,
  );
  return { onAdd, view: within(screen.getByRole('dialog', { hidden: true })) };
}

const addButton = (view: ReturnType<typeof within>) =>
  view.getByRole('button', { name: /^Add ·/, hidden: true }) as HTMLButtonElement;

describe('ProductDialog', () => {
  it('keeps Add off until the required group is chosen, saying why in the server words', () => {
    const { view, onAdd } = renderDialog();
    expect(addButton(view).disabled).toBe(true);
    expect(view.getByText('Margarita: choose a Tequila.')).toBeTruthy();
    fireEvent.click(view.getByLabelText(/Don Julio/));
    expect(addButton(view).disabled).toBe(false);
    fireEvent.click(addButton(view));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ productId: 'MARG' }), 1, {
      options: [
        { optionId: 'O-SALT', quantity: 1 },
        { optionId: 'O-DJ', quantity: 1 },
      ],
      comboChoices: [],
    });
  });

  it('preselects defaults and updates the price with each choice, option quantity and the line quantity', () => {
    const { view } = renderDialog();
    expect((view.getByLabelText(/^Salt rim/) as HTMLInputElement).checked).toBe(true);
    expect(addButton(view).textContent).toContain('$12.00');
    fireEvent.click(view.getByLabelText(/Don Julio/));
    expect(addButton(view).textContent).toContain('$16.00');
    fireEvent.click(view.getByLabelText(/Extra shot/));
    expect(addButton(view).textContent).toContain('$18.50');
    fireEvent.click(view.getByRole('button', { name: 'Add one more Extra shot', hidden: true }));
    expect(addButton(view).textContent).toContain('$21.00');
    fireEvent.click(view.getByLabelText(/^Salt rim/));
    fireEvent.click(view.getByRole('button', { name: 'Add one more Margarita', hidden: true }));
    expect(addButton(view).textContent).toContain('$42.00');
  });

  it('lets the guest take an optional single choice back off (no salt), while a required one stays a radio', () => {
    const { view, onAdd } = renderDialog();
    const salt = view.getByRole('checkbox', { name: /^Salt rim/, hidden: true }) as HTMLInputElement;
    expect(salt.checked).toBe(true);
    fireEvent.click(salt);
    expect(salt.checked).toBe(false);
    expect(view.getByRole('radio', { name: /Don Julio/, hidden: true })).toBeTruthy();
    fireEvent.click(view.getByLabelText(/Don Julio/));
    fireEvent.click(addButton(view));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ productId: 'MARG' }), 1, {
      options: [{ optionId: 'O-DJ', quantity: 1 }],
      comboChoices: [],
    });
  });

  it('says allergens and dietary tags in words, and blocks an option with a hidden allergen', () => {
    const burger = makeProduct({
      productId: 'BURGER',
      name: 'Burger',
      productType: 'FOOD_ITEM',
      allergens: ['gluten', 'milk'],
      dietary: ['halal'],
      optionGroups: [
        {
          optionGroupId: 'G-SAUCE',
          name: 'Sauce',
          minSelections: 0,
          maxSelections: 1,
          allowPreModifiers: false,
          options: [
            {
              optionId: 'O-SATAY',
              name: 'Satay',
              priceDelta: '0.50',
              isAvailable: true,
              isDefault: false,
              maxQuantity: 1,
              isSoldOut: false,
              allergens: ['peanuts'],
              dietary: [],
            },
          ],
        },
      ],
    });
    const { view } = renderDialog(burger, ['peanuts']);
    expect(view.getByText('Contains: Gluten, Milk.')).toBeTruthy();
    expect(view.getByText('Halal')).toBeTruthy();
    expect((view.getByLabelText(/Satay/) as HTMLInputElement).disabled).toBe(true);
    expect(view.getByText('Contains Peanuts')).toBeTruthy();
  });

  it('asks for a choice in every combo slot and prices its upgrades', () => {
    const combo = makeProduct({
      productId: 'COMBO',
      name: 'Pint + Hot Dog',
      productType: 'FOOD_ITEM',
      price: '15.00',
      comboSlots: [
        {
          slotId: 'S-DRINK',
          name: 'Drink',
          choices: [
            { productId: 'LAGER', name: 'House Lager', priceDelta: '0.00' },
            { productId: 'IPA', name: 'Hazy IPA', priceDelta: '1.50' },
          ],
        },
      ],
    });
    const { view, onAdd } = renderDialog(combo);
    expect(view.getByText('Pint + Hot Dog: choose a Drink.')).toBeTruthy();
    fireEvent.click(view.getByLabelText(/Hazy IPA/));
    expect(addButton(view).textContent).toContain('$16.50');
    fireEvent.click(addButton(view));
    expect(onAdd.mock.calls[0]?.[2]).toEqual({ options: [], comboChoices: [{ slotId: 'S-DRINK', productId: 'IPA' }] });
  });
  it('shows a slot choice’s own option groups, keeps Add off until its required one is chosen and prices it', () => {
    const combo = makeProduct({
      productId: 'COMBO',
      name: 'Pint + Dog',
      productType: 'FOOD_ITEM',
      price: '15.00',
      comboSlots: [
        {
          slotId: 'S-DRINK',
          name: 'Drink',
          choices: [
            { productId: 'LAGER', name: 'House Lager', priceDelta: '0.00' },
            { productId: 'MARG', name: 'Margarita', priceDelta: '1.00' },
          ],
        },
      ],
    });
    const { view, onAdd } = renderDialog(combo, [], [makeMargarita()]);
    expect(view.queryByText('Tequila')).toBeNull();
    fireEvent.click(view.getByLabelText(/^Margarita/));
    // The margarita's groups, its default salt preselected; its required tequila holds Add, in the server's words.
    expect((view.getByLabelText(/^Salt rim/) as HTMLInputElement).checked).toBe(true);
    expect(addButton(view).disabled).toBe(true);
    expect(view.getByText('Pint + Dog (Margarita): choose a Tequila.')).toBeTruthy();
    fireEvent.click(view.getByLabelText(/Don Julio/));
    expect(addButton(view).disabled).toBe(false);
    expect(addButton(view).textContent).toContain('$20.00');
    fireEvent.click(addButton(view));
    expect(onAdd.mock.calls[0]?.[2]).toEqual({
      options: [],
      comboChoices: [
        {
          slotId: 'S-DRINK',
          productId: 'MARG',
          options: [
            { optionId: 'O-SALT', quantity: 1 },
            { optionId: 'O-DJ', quantity: 1 },
          ],
        },
      ],
    });
    // Another drink drops the margarita's choices.
    fireEvent.click(view.getByLabelText(/House Lager/));
    expect(view.queryByText('Tequila')).toBeNull();
    expect(addButton(view).textContent).toContain('$15.00');
  });

  it('offers No, Light or Extra where the group allows them: "No Onion" costs nothing, Extra is the option', () => {
    const topping = (optionId: string, name: string, priceDelta: string, isDefault = false) => ({
      optionId,
      name,
      priceDelta,
      isAvailable: true,
      isDefault,
      maxQuantity: 1,
      isSoldOut: false,
      allergens: [],
      dietary: [],
    });
    const burger = makeProduct({
      productId: 'BURGER',
      name: 'Burger',
      productType: 'FOOD_ITEM',
      price: '10.00',
      optionGroups: [
        {
          optionGroupId: 'G-TOP',
          name: 'Toppings',
          minSelections: 0,
          maxSelections: 2,
          allowPreModifiers: true,
          options: [topping('O-ONION', 'Onion', '0.50', true), topping('O-CHED', 'Cheddar', '1.00')],
        },
      ],
    });
    const { view, onAdd } = renderDialog(burger);
    expect(addButton(view).textContent).toContain('$10.50');
    const how = (name: string) =>
      view.getByRole('combobox', { name: `${name}: No, Light or Extra`, hidden: true }) as HTMLSelectElement;
    fireEvent.change(how('Onion'), { target: { value: 'NO' } });
    expect(addButton(view).textContent).toContain('$10.00');
    expect((view.getByLabelText(/^Onion/, { selector: 'input' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(how('Cheddar'), { target: { value: 'EXTRA' } });
    expect(addButton(view).textContent).toContain('$11.00');
    fireEvent.click(addButton(view));
    expect(onAdd.mock.calls[0]?.[2]).toEqual({
      options: [
        { optionId: 'O-ONION', quantity: 1, preModifier: 'NO' },
        { optionId: 'O-CHED', quantity: 1, preModifier: 'EXTRA' },
      ],
      comboChoices: [],
    });
  });

  it('offers no pre-modifiers where the group does not allow them', () => {
    const { view } = renderDialog();
    expect(view.queryByRole('combobox', { hidden: true })).toBeNull();
  });
});
