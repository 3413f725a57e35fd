import { Readable } from 'node:stream';
import {
  createLocationProduct,
  endpointPath,
  exportLocationMenu,
  getLocationProducts,
  importLocationMenu,
  MENU_CSV_ALL_COLUMNS,
  MENU_CSV_COLUMNS,
  MENU_CSV_OPTION_GROUP_COLUMNS,
  MENU_CSV_TRANSLATION_COLUMNS,
} from '@queueless/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocation, createStaff, createVendor, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { products } from '../../db/schema.js';
import { MENU_IMPORT_MAX_ERRORS } from './menu-transfer.service.js';

const HEADER = MENU_CSV_COLUMNS.join(',');

describe('menu CSV', () => {
  const t = useTestAppWithFakePayments();

  async function managedVenue() {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    return { vendor, manager, id: location.vendorLocationId };
  }
  const exportCsv = (user: TestUser, vendorLocationId: string) =>
    t.app.inject({ url: endpointPath(exportLocationMenu, { vendorLocationId }), headers: user.auth });
  const importCsv = (user: TestUser, vendorLocationId: string, csv: string, dryRun?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(importLocationMenu, { vendorLocationId }, dryRun === undefined ? {} : { dryRun }),
      headers: { ...user.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
  const rowsOf = async (vendorLocationId: string) =>
    t.app.database.db.select().from(products).where(eq(products.vendorLocationId, vendorLocationId));

  it('exports the menu with formula-looking cells defused, and a re-import updates rather than duplicates', async () => {
    const { id, manager } = await managedVenue();
    const made = await t.app.inject({
      method: 'POST',
      url: endpointPath(createLocationProduct, { vendorLocationId: id }),
      headers: manager.auth,
      payload: {
        name: '=HYPERLINK("http://evil.example","Tee")',
        productType: 'MERCHANDISE',
        price: '30.00',
        description: 'Soft, "heavy" cotton,\nboxy fit.',
        variantName: 'M',
        groupId: 'TEE',
        trackQuantity: true,
        quantityAvailable: 12,
        imageUrls: ['/a.webp', '/media/b.webp'],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { productId } = made.json().item;

    const exported = await exportCsv(manager, id);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = parse(exported.body) as string[][];
    expect(header).toEqual([...MENU_CSV_ALL_COLUMNS]);
    expect(row).toEqual([
      productId,
      `'=HYPERLINK("http://evil.example","Tee")`,
      'MERCHANDISE',
      '30.00',
      '',
      'Soft, "heavy" cotton,\nboxy fit.',
      'M',
      'TEE',
      '100',
      'true',
      'true',
      '12',
      '',
      '',
      '/a.webp /media/b.webp',
      // Issue 39: no groups, allergens or dietary tags; merchandise needs no ID check.
      '',
      '',
      '',
      'false',
      // Issue 39: a product row leaves the option groups' columns empty.
      ...Array(MENU_CSV_OPTION_GROUP_COLUMNS.length).fill(''),
      // Issue 44: no Spanish texts.
      ...Array(MENU_CSV_TRANSLATION_COLUMNS.length).fill(''),
    ]);

    // The same file back, the price changed and the stock cell cleared: one update, the stock as sold.
    const edited = exported.body.replace(',30.00,', ',32.00,').replace(',true,true,12,', ',true,true,,');
    const imported = await importCsv(manager, id, edited);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ dryRun: false, created: 0, updated: 1, errors: [] });
    const [stored] = await rowsOf(id);
    expect(stored).toMatchObject({
      productId,
      name: '=HYPERLINK("http://evil.example","Tee")', // text, as typed
      priceCents: 3200,
      quantityAvailable: 12,
      version: 2,
    });
    const menu = await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId: id }) });
    expect(menu.json().items[0].price).toBe('32.00');
  });

  it('defuses a formula after a ; as every export does (one CSV writer), and reads it back as typed', async () => {
    const { id, manager } = await managedVenue();
    const typed = 'Lager;=HYPERLINK("http://evil.example","Win")';
    const made = await t.app.inject({
      method: 'POST',
      url: endpointPath(createLocationProduct, { vendorLocationId: id }),
      headers: manager.auth,
      payload: { name: 'Lager', productType: 'ALCOHOLIC_ITEM', price: '8.00', description: typed },
    });
    expect(made.statusCode, made.body).toBe(201);
    const exported = await exportCsv(manager, id);
    const [, row] = parse(exported.body) as string[][];
    expect(row?.[MENU_CSV_COLUMNS.indexOf('description')]).toBe('Lager;\'=HYPERLINK("http://evil.example","Win")');
    expect(exported.body).toContain(`"Lager;'=HYPERLINK(""http://evil.example"",""Win"")"`);

    const imported = await importCsv(manager, id, exported.body);
    expect(imported.json()).toEqual({ dryRun: false, created: 0, updated: 1, errors: [] });
    const [stored] = await rowsOf(id);
    expect(stored?.description).toBe(typed);
  });

  it('checks every row: a dry run lists every error, a real import with any bad row writes nothing', async () => {
    const { id, manager } = await managedVenue();
    const csv = [
      'name,productType,price,trackQuantity,quantityAvailable,productId,imageUrls',
      'Cola,NON_ALCOHOLIC_ITEM,4.00,,,,',
      'Spritz,ALCOHOLIC_ITEM,12.505,,,,',
      ',BEER,4,,,,',
      'Tee,MERCHANDISE,30,true,lots,,',
      'Ghost,OTHER,1.00,,,PNOSUCHPRODUCT,',
      'Cap,MERCHANDISE,20,,,,javascript:alert(1)',
      '+cmd,OTHER,1.00,,,,',
      'Hat,MERCHANDISE,20,,,,https://elsewhere.example/hat.png',
    ].join('\r\n');
    const dry = await importCsv(manager, id, csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const { errors } = dry.json();
    expect(dry.json()).toMatchObject({ dryRun: true, created: 0, updated: 0 });
    expect(errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`)).toEqual([
      '3:price',
      '4:name',
      '4:productType',
      '5:quantityAvailable',
      '6:productId',
      '7:imageUrls',
      '9:imageUrls',
    ]);

    const real = await importCsv(manager, id, csv);
    expect(real.statusCode).toBe(400);
    expect(real.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: errors });
    expect(await rowsOf(id)).toEqual([]);

    const good = await importCsv(manager, id, `${HEADER}\r\n,Cola,NON_ALCOHOLIC_ITEM,4,,,,,,,,,,,,,,,\r\n`, true);
    expect(good.json()).toEqual({ dryRun: true, created: 1, updated: 0, errors: [] });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses what is not a menu CSV: unknown columns, broken quoting, JSON, a file too large', async () => {
    const { id, manager } = await managedVenue();
    const unknown = await importCsv(manager, id, 'name,productType,price,secret\r\nCola,OTHER,1,x\r\n', true);
    expect(unknown.json().errors[0]).toMatchObject({ row: 1, column: 'secret' });
    const broken = await importCsv(manager, id, 'name,productType,price\r\n"Cola,OTHER,1\r\n', true);
    expect(broken.json().errors[0].message).toMatch(/not valid CSV/);
    const json = await t.app.inject({
      method: 'POST',
      url: endpointPath(importLocationMenu, { vendorLocationId: id }),
      headers: manager.auth,
      payload: { csv: 'name' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await importCsv(manager, id, `name,productType,price\r\n${'x'.repeat(9 * 1024 * 1024)}\r\n`);
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a caller who may not import before reading a byte of the file, as a photo upload does (F9)', async () => {
    const { id, vendor } = await managedVenue();
    const staff = await createStaff(t.app, vendor.vendorId, 'STAFF');
    for (const [headers, status] of [
      [{}, 401],
      [staff.auth, 403],
    ] as const) {
      let pulled = 0;
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // 8 MB offered a chunk at a time: what the server asks for is what it read.
      const body = new Readable({
        read() {
          pulled += chunk.length;
          this.push(pulled > 8 * 1024 * 1024 ? null : chunk);
        },
      });
      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(importLocationMenu, { vendorLocationId: id }),
        headers: { ...headers, 'content-type': 'text/csv', 'content-length': String(8 * 1024 * 1024) },
        payload: body,
      });
      expect(response.statusCode).toBe(status);
      expect(pulled, 'bytes read before the refusal').toBeLessThanOrEqual(chunk.length);
    }
  });

  it('lists at most MENU_IMPORT_MAX_ERRORS errors, then how many more (F4: a bounded answer)', async () => {
    const { id, manager } = await managedVenue();
    const csv = `name,productType,price\r\n${',NOPE,x\r\n'.repeat(1000)}`;
    const response = await importCsv(manager, id, csv, true);
    const { errors } = response.json() as { errors: { row: number; message: string }[] };
    expect(errors).toHaveLength(MENU_IMPORT_MAX_ERRORS);
    expect(errors.at(-1)?.message).toBe(
      `${3000 - MENU_IMPORT_MAX_ERRORS + 1} more errors are not listed. Correct these and check the file again.`,
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'imports 5,000 new rows, then updates the 5,000, each in one transaction (PostgreSQL; times logged)',
    async () => {
      const { id, manager } = await managedVenue();
      const lines = Array.from(
        { length: 5000 },
        (_, i) =>
          `,Product ${i},${i % 2 ? 'ALCOHOLIC_ITEM' : 'MERCHANDISE'},${(i % 50) + 1}.50,,A description of product ${i}.,` +
          `${i % 2 ? '' : 'M'},${i % 2 ? '' : `G${i}`},${i},true,${i % 2 ? 'false' : 'true'},${i % 2 ? '' : '25'},,,,,,,`,
      );
      let started = performance.now();
      const created = await importCsv(manager, id, `${HEADER}\r\n${lines.join('\r\n')}\r\n`);
      const createMs = performance.now() - started;
      expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
      expect(created.json()).toMatchObject({ created: 5000, updated: 0 });

      const exported = (await exportCsv(manager, id)).body.replaceAll('.50,', '.75,');
      started = performance.now();
      const updated = await importCsv(manager, id, exported);
      const updateMs = performance.now() - started;
      expect(updated.json()).toMatchObject({ created: 0, updated: 5000 });
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(5000);
      expect(rows.every((row) => row.priceCents % 100 === 75)).toBe(true);
      console.info(`menu import, 5,000 rows: create ${Math.round(createMs)} ms, update ${Math.round(updateMs)} ms`);
    },
    120_000,
  );
});
