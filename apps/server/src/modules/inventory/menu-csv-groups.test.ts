import {
  createLocationProduct,
  createOptionGroup,
  endpointPath,
  exportLocationMenu,
  getLocationProducts,
  importLocationMenu,
  listOptionGroups,
  MENU_CSV_ALL_COLUMNS,
  type OptionGroup,
} from '@queueless/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocation, createStaff, createVendor, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { optionGroups, products } from '../../db/schema.js';

/** Issue 39: option groups themselves in the menu CSV, not only their attachments (decision 087's amendment). */
describe('menu CSV option groups', () => {
  const t = useTestAppWithFakePayments();

  async function managedVendor() {
    const vendor = await createVendor(t.app);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const newLocation = async () => (await createLocation(t.app, vendor.vendorId)).vendorLocationId;
    return { manager, newLocation };
  }
  const exportCsv = (user: TestUser, vendorLocationId: string) =>
    t.app.inject({ url: endpointPath(exportLocationMenu, { vendorLocationId }), headers: user.auth });
  const importCsv = (user: TestUser, vendorLocationId: string, csv: string) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(importLocationMenu, { vendorLocationId }),
      headers: { ...user.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
  const groupsAt = async (user: TestUser, vendorLocationId: string): Promise<OptionGroup[]> =>
    (await t.app.inject({ url: endpointPath(listOptionGroups, { vendorLocationId }), headers: user.auth })).json()
      .items;
  const menuAt = async (vendorLocationId: string) =>
    (await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId }) })).json().items as {
      name: string;
      optionGroupIds: string[];
    }[];
  const storedAt = async (vendorLocationId: string) => ({
    groups: await t.app.database.db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.vendorLocationId, vendorLocationId)),
    products: await t.app.database.db.select().from(products).where(eq(products.vendorLocationId, vendorLocationId)),
  });

  async function makeGroup(user: TestUser, vendorLocationId: string, body: Record<string, unknown>) {
    const made = await t.app.inject({
      method: 'POST',
      url: endpointPath(createOptionGroup, { vendorLocationId }),
      headers: user.auth,
      payload: body,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().optionGroup as OptionGroup;
  }

  /** A location with "Tequila" (required), "Salt rim" (optional, pre-modifiers on) and a margarita with both. */
  async function barWithMargarita(user: TestUser, vendorLocationId: string) {
    const tequila = await makeGroup(user, vendorLocationId, {
      name: 'Tequila',
      minSelections: 1,
      maxSelections: 1,
      options: [
        { name: 'Espolòn', priceDelta: '0.00', kitchenName: 'ESPO', isDefault: true },
        { name: 'Don Julio', priceDelta: '4.00', kitchenName: 'DJ', trackQuantity: true, quantity: 7 },
        { name: '=cmd|" /C calc"!A0', priceDelta: '-0.50', isAvailable: false, maxQuantity: 2 },
      ],
    });
    const salt = await makeGroup(user, vendorLocationId, {
      name: 'Salt rim',
      minSelections: 0,
      maxSelections: 1,
      allowPreModifiers: true,
      options: [{ name: 'Salt', priceDelta: '0.00', allergens: ['celery'], dietary: ['vegan', 'halal'] }],
    });
    const margarita = await t.app.inject({
      method: 'POST',
      url: endpointPath(createLocationProduct, { vendorLocationId }),
      headers: user.auth,
      payload: {
        name: 'Margarita',
        productType: 'ALCOHOLIC_ITEM',
        price: '12.00',
        optionGroupIds: [salt.optionGroupId, tequila.optionGroupId],
      },
    });
    expect(margarita.statusCode, margarita.body).toBe(201);
    return { tequila, salt };
  }

  /** A group as another location would see it: everything but its ids. */
  const shapeOf = (group: OptionGroup) => {
    const { optionGroupId: _, vendorLocationId: __, productIds, options, ...rest } = group;
    return {
      ...rest,
      productCount: productIds.length,
      options: options.map(({ optionId: ___, ...option }) => option),
    };
  };

  it('exports the groups and their options, and an import into another location reproduces them and the attachments in order', async () => {
    const { manager, newLocation } = await managedVendor();
    const from = await newLocation();
    const { tequila, salt } = await barWithMargarita(manager, from);

    const exported = await exportCsv(manager, from);
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parse(exported.body) as string[][];
    expect(header).toEqual([...MENU_CSV_ALL_COLUMNS]);
    const at = (column: string) => MENU_CSV_ALL_COLUMNS.indexOf(column as (typeof MENU_CSV_ALL_COLUMNS)[number]);
    expect(rows.map((row) => [row[at('recordType')], row[at('name')]])).toEqual([
      ['optionGroup', 'Salt rim'],
      ['option', 'Salt'],
      ['optionGroup', 'Tequila'],
      ['option', 'Espolòn'],
      ['option', 'Don Julio'],
      ['option', `'=cmd|" /C calc"!A0`], // spreadsheet-safe: a formula is defused
      ['', 'Margarita'],
    ]);
    expect(rows[5]?.[at('priceDelta')]).toBe("'-0.50");

    // Products are named by id only at their own location (an unknown id is refused, never made): the file goes to
    // another location with its productId cells cleared; the groups' ids need no clearing.
    const to = await newLocation();
    const withoutProductIds = exported.body.replace(/^[^,\r\n]+(,[^\r\n]*,ALCOHOLIC_ITEM,)/m, '$1');
    const imported = await importCsv(manager, to, withoutProductIds);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ dryRun: false, created: 1, updated: 0, errors: [] });

    const copied = await groupsAt(manager, to);
    expect(copied.map(shapeOf)).toEqual([salt, tequila].map((group) => shapeOf({ ...group, productIds: ['x'] })));
    expect(copied.every((group) => ![tequila.optionGroupId, salt.optionGroupId].includes(group.optionGroupId))).toBe(
      true,
    );
    const [margarita] = await menuAt(to);
    const idOf = (name: string) => copied.find((group) => group.name === name)?.optionGroupId;
    expect(margarita?.optionGroupIds).toEqual([idOf('Salt rim'), idOf('Tequila')]);

    // The same file back into the first location edits its groups in place: no duplicates.
    const again = await importCsv(manager, from, exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect((await groupsAt(manager, from)).map((group) => group.optionGroupId).sort()).toEqual(
      [tequila.optionGroupId, salt.optionGroupId].sort(),
    );
  });

  it('refuses hostile group rows with row and column in our error shape, storing nothing', async () => {
    const { manager, newLocation } = await managedVendor();
    const to = await newLocation();
    const header = MENU_CSV_ALL_COLUMNS.join(',');
    const line = (cells: Record<string, string>) =>
      MENU_CSV_ALL_COLUMNS.map((column) => {
        const value = cells[column] ?? '';
        return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
      }).join(',');
    const group = { recordType: 'optionGroup', optionGroupId: 'TEQ', name: 'Tequila', minSelections: '1' };
    const option = { recordType: 'option', optionGroupId: 'TEQ', name: 'Espolòn', priceDelta: '0.00' };
    const product = { name: 'Margarita', productType: 'ALCOHOLIC_ITEM', price: '12.00', optionGroupIds: 'TEQ' };
    const cases: [string, Record<string, string>[], { row: number; column: string }][] = [
      [
        'an unknown group on a product',
        [group, option, { ...product, optionGroupIds: 'TEQ|NOPE' }],
        { row: 4, column: 'optionGroupIds' },
      ],
      [
        'an option of a group the file lacks',
        [group, option, { ...option, optionGroupId: 'GIN', name: 'Gin' }],
        { row: 4, column: 'optionGroupId' },
      ],
      ['a group without options', [group, product], { row: 2, column: 'optionGroupId' }],
      ['a group named twice', [group, option, group], { row: 4, column: 'optionGroupId' }],
      ['a key with the list separator', [{ ...group, optionGroupId: 'A|B' }], { row: 2, column: 'optionGroupId' }],
      ['a control character', [group, { ...option, kitchenName: 'NO\u0007ONION' }], { row: 3, column: 'kitchenName' }],
      ['a huge price change', [group, { ...option, priceDelta: '99999999999.00' }], { row: 3, column: 'priceDelta' }],
      [
        'a huge selection count',
        [{ ...group, maxSelections: '999999999' }, option],
        { row: 2, column: 'maxSelections' },
      ],
      [
        'a stock count that is not a number',
        [group, { ...option, trackQuantity: 'true', quantityAvailable: '1e9' }],
        { row: 3, column: 'quantityAvailable' },
      ],
      ['an unknown allergen', [group, { ...option, allergens: 'gluten|plutonium' }], { row: 3, column: 'allergens' }],
      ['a product cell on a group row', [{ ...group, price: '3.00' }, option], { row: 2, column: 'price' }],
      [
        'a group cell on a product row',
        [group, option, { ...product, priceDelta: '1.00' }],
        { row: 4, column: 'priceDelta' },
      ],
      ['an unknown record type', [{ ...group, recordType: 'macro' }], { row: 2, column: 'recordType' }],
    ];
    for (const [what, records, where] of cases) {
      const answer = await importCsv(manager, to, `${header}\r\n${records.map(line).join('\r\n')}\r\n`);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json().error.code, what).toBe('VALIDATION_FAILED');
      expect(answer.json().error.details, what).toContainEqual(expect.objectContaining(where));
    }
    const stored = await storedAt(to);
    expect(stored.groups).toEqual([]);
    expect(stored.products).toEqual([]);
  });

  it('refuses an option id that is not one of the live group’s options when a file edits a group here', async () => {
    const { manager, newLocation } = await managedVendor();
    const from = await newLocation();
    const { tequila } = await barWithMargarita(manager, from);
    const exported = (await exportCsv(manager, from)).body;
    const espolon = tequila.options[0]?.optionId as string;
    const answer = await importCsv(manager, from, exported.replace(espolon, 'Oforeign'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.details).toContainEqual(expect.objectContaining({ column: 'optionId' }));
    expect((await groupsAt(manager, from)).find((group) => group.name === 'Tequila')).toEqual({
      ...tequila,
      productIds: expect.any(Array),
    });
  });
});
