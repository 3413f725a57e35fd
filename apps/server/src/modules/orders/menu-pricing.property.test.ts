import {
  decimalToCents,
  lineKey,
  lineTotalCents,
  optionSelectionProblem,
  PRE_MODIFIERS,
  productSchema,
} from '@queueless/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { type GroupWithOptions, type OptionRow, type ProductRow, toMenuGroups, toProduct } from '../inventory/index.js';
import { type CartLineRequest, priceCartLines, subtotalOf } from './pricing.js';

// Issue 39 (decision 087): the browser's total equals the server's to the cent for every combination. The browser
// side reads only the menu as the API sends it (the product JSON, its decimal strings) and the shared rules of
// contracts/menu-pricing; the server side prices our rows with priceCartLines. Carts are random, valid or not: the
// browser's rule refuses exactly the carts the server refuses for their options.

const RUNS = 1000;
const LOCATION = 'AD708';
const at = new Date('2026-11-28T12:00:00Z');

function optionRow(groupId: string, index: number, priceDeltaCents: number, maxQuantity: number): OptionRow {
  return {
    optionId: `${groupId}-O${index}`,
    optionGroupId: groupId,
    name: `Option ${groupId}.${index}`,
    translations: {},
    priceDeltaCents,
    kitchenName: null,
    isDefault: false,
    isAvailable: true,
    maxQuantity,
    trackQuantity: false,
    quantityAvailable: null,
    position: index,
    allergens: [],
    dietary: [],
    archivedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

const groupArb = (productIndex: number, groupIndex: number) =>
  fc
    .record({
      deltas: fc.array(fc.tuple(fc.integer({ min: -500, max: 2500 }), fc.integer({ min: 1, max: 3 })), {
        minLength: 1,
        maxLength: 5,
      }),
      min: fc.integer({ min: 0, max: 2 }),
      extra: fc.integer({ min: 0, max: 3 }),
      allowPreModifiers: fc.boolean(),
    })
    .map(({ deltas, min, extra, allowPreModifiers }): GroupWithOptions => {
      const id = `G${productIndex}-${groupIndex}`;
      const rows = deltas.map(([delta, max], i) => optionRow(id, i, delta, max));
      const reachable = rows.reduce((sum, row) => sum + row.maxQuantity, 0);
      const minSelections = Math.min(min, reachable);
      return {
        optionGroupId: id,
        vendorLocationId: LOCATION,
        name: `Group ${id}`,
        translations: {},
        minSelections,
        maxSelections: Math.max(1, minSelections + extra),
        allowPreModifiers,
        archivedAt: null,
        createdAt: at,
        updatedAt: at,
        options: rows,
      };
    });

const productArb = (index: number) =>
  fc.record({
    priceCents: fc.integer({ min: 0, max: 5000 }),
    groups: fc
      .integer({ min: 0, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, g) => groupArb(index, g)))),
  });

const menuArb = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => productArb(i))));

function productRow(index: number, priceCents: number): ProductRow {
  return {
    productId: `P${index}`,
    vendorLocationId: LOCATION,
    name: `Product ${index}`,
    description: null,
    translations: {},
    productType: 'FOOD_ITEM',
    groupId: null,
    variantName: null,
    priceCents,
    originalPriceCents: null,
    displayOrder: 100,
    isAvailable: true,
    trackQuantity: false,
    quantityAvailable: null,
    imageUrls: [],
    productTaxCode: null,
    depositPercent: null,
    version: 1,
    archivedAt: null,
    allergens: [],
    dietary: [],
    idRequired: false,
    comboSlots: null,
    createdAt: at,
    updatedAt: at,
  };
}

describe('one price for a line with options, in the browser and on the server', () => {
  it(`agrees to the cent over ${RUNS} random menus and carts, and refuses the same carts`, () => {
    let accepted = 0;
    let acceptedWithOptions = 0;
    let acceptedWithPreModifiers = 0;
    fc.assert(
      fc.property(
        menuArb.chain((menu) =>
          fc.tuple(
            fc.constant(menu),
            fc.array(
              fc.record({
                product: fc.integer({ min: 0, max: menu.length - 1 }),
                quantity: fc.integer({ min: 1, max: 10 }),
                picks: fc.array(
                  fc.tuple(
                    fc.nat(),
                    fc.nat(),
                    // Mostly one of an option (as customers choose), so more random carts are valid and priced.
                    fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, fc.integer({ min: 2, max: 3 })),
                    // Pre-modifiers (decision 087): mostly none, sometimes one, also where the group allows none.
                    fc.option(fc.constantFrom(...PRE_MODIFIERS), { nil: undefined, freq: 2 }),
                  ),
                  { maxLength: 4 },
                ),
              }),
              { minLength: 1, maxLength: 5 },
            ),
          ),
        ),
        ([menu, cartSpec]) => {
          const rows = menu.map((product, i) => productRow(i, product.priceCents));
          const groupsOf = new Map(menu.map((product, i) => [`P${i}`, product.groups as GroupWithOptions[]]));
          // The menu as the API sends it, through its contract: what the browser has.
          const wire = rows.map((row) =>
            productSchema.parse(JSON.parse(JSON.stringify(toProduct(row, toMenuGroups(groupsOf.get(row.productId)))))),
          );
          const all: CartLineRequest[] = cartSpec.map(({ product, quantity, picks }) => {
            const groups = groupsOf.get(`P${product}`) ?? [];
            const chosen =
              groups.length === 0
                ? []
                : picks.map(([g, o, n, preModifier]) => {
                    const group = groups[g % groups.length] as GroupWithOptions;
                    const option = group.options[o % group.options.length] as OptionRow;
                    // A pre-modified choice is mostly asked for once (the rule refuses more) and mostly where its
                    // group allows it; sometimes not, so both sides must refuse it alike.
                    const isAsked = preModifier !== undefined && (group.allowPreModifiers || n === 3);
                    const quantity = isAsked && n < 3 ? 1 : n;
                    return { optionId: option.optionId, quantity, ...(isAsked ? { preModifier } : {}) };
                  });
            return { productId: `P${product}`, quantity, options: chosen };
          });
          // One line per product and choices (the cart keeps them so; the server would add up repeats past 10).
          const seen = new Set<string>();
          const cart = all.filter((line) => {
            const key = lineKey(line.productId, line.options ?? []);
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          });

          // The browser: the shared rule on the menu's groups, the shared price on the menu's decimal strings.
          const browserProblems = cart.map((line) => {
            const product = wire.find((p) => p.productId === line.productId);
            if (!product) throw new Error('no product');
            return optionSelectionProblem(product.name, product.optionGroups, line.options ?? []);
          });
          let server: number | null = null;
          let refusal = '';
          try {
            server = subtotalOf(priceCartLines(cart, rows, LOCATION, groupsOf));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refusal = error.message;
          }
          // Lines of one product with the same choices are one line on both sides; the problems do not depend on it.
          if (browserProblems.some((problem) => problem !== null)) {
            expect(server).toBeNull();
            return;
          }
          expect(refusal).toBe('');
          accepted += 1;
          if (cart.some((line) => (line.options ?? []).length > 0)) acceptedWithOptions += 1;
          if (cart.some((line) => line.options?.some((option) => option.preModifier))) acceptedWithPreModifiers += 1;
          const browser = cart.reduce((sum, line) => {
            const product = wire.find((p) => p.productId === line.productId);
            if (!product) throw new Error('no product');
            const deltas = (line.options ?? []).map((choice) => {
              const option = product.optionGroups
                .flatMap((group) => group.options)
                .find((candidate) => candidate.optionId === choice.optionId);
              return {
                priceDeltaCents: decimalToCents(option?.priceDelta ?? 'x'),
                quantity: choice.quantity ?? 1,
                preModifier: choice.preModifier,
              };
            });
            return sum + lineTotalCents(decimalToCents(product.price), deltas, line.quantity);
          }, 0);
          expect(browser).toBe(server);
        },
      ),
      { numRuns: RUNS, seed: 39 },
    );
    // Enough valid carts were priced for the equality to mean something.
    console.log(
      `priced ${accepted} valid carts of ${RUNS}: ${acceptedWithOptions} with options, ${acceptedWithPreModifiers} with pre-modifiers`,
    );
    expect(accepted).toBeGreaterThan(RUNS / 10);
    expect(acceptedWithOptions).toBeGreaterThan(RUNS / 50);
    expect(acceptedWithPreModifiers).toBeGreaterThan(RUNS / 100);
  });
});
