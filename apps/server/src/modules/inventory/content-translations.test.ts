import {
  createEvent,
  createLocationProduct,
  createOptionGroup,
  editLocationProduct,
  endpointPath,
  exportLocationMenu,
  getEvent,
  getLocationProducts,
  getVendorLocation,
  importLocationMenu,
  listOptionGroups,
} from '@queueless/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createLocation, createStaff, createVendor, type TestUser } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';

type MenuItem = {
  productId: string;
  name: string;
  description: string | null;
  translations?: { es?: { name?: string; description?: string } };
  optionGroups: { name: string; options: { name: string }[] }[];
};

// Issue 44 (decision 096): staff write Spanish texts beside the venue's; a customer's read gives each text in the
// request's language, field by field falling back to the venue's; English answers as before. PGlite by default, the
// machine's PostgreSQL when DATABASE_URL is set.
describe('content in two languages', () => {
  const t = useTestApp(() => createTestApp());

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const menu = async (vendorLocationId: string, headers: Record<string, string> = {}, query = '') => {
    const reply = await t.app.inject({
      url: `${endpointPath(getLocationProducts, { vendorLocationId })}${query}`,
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return { reply, items: reply.json().items as MenuItem[] };
  };

  async function bar() {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId, {
      translations: { es: { description: 'Bar de prueba' } },
    });
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const id = location.vendorLocationId;
    const group = await post(manager, endpointPath(createOptionGroup, { vendorLocationId: id }), {
      name: 'Salt rim',
      translations: { es: { name: 'Borde de sal' } },
      minSelections: 0,
      maxSelections: 1,
      options: [
        { name: 'No salt', priceDelta: '0', translations: { es: { name: 'Sin sal' } } },
        { name: 'Tajín', priceDelta: '0.50' },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
    const made = await post(manager, endpointPath(createLocationProduct, { vendorLocationId: id }), {
      name: 'Margarita',
      description: 'Lime and tequila',
      productType: 'ALCOHOLIC_ITEM',
      price: '12.00',
      optionGroupIds: [group.json().optionGroup.optionGroupId],
      translations: { es: { name: 'Margarita de la casa' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { vendor, id, manager, product: made.json().item as MenuItem & { version: number } };
  }

  it('answers Spanish field by field, falling back to the venue text, and English as stored', async () => {
    const b = await bar();
    const spanish = await menu(b.id, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const [item] = spanish.items;
    expect(item?.name).toBe('Margarita de la casa');
    expect(item?.description).toBe('Lime and tequila'); // not translated: the venue's text
    expect(item?.optionGroups[0]?.name).toBe('Borde de sal');
    expect(item?.optionGroups[0]?.options.map((o) => o.name)).toEqual(['Sin sal', 'Tajín']);
    expect(spanish.reply.headers.vary).toContain('Accept-Language');

    const english = await menu(b.id, { 'accept-language': 'en-US' });
    expect(english.items[0]?.name).toBe('Margarita');
    expect(english.items[0]?.optionGroups[0]?.options[0]?.name).toBe('No salt');
    expect(english.items[0]?.translations).toEqual({ es: { name: 'Margarita de la casa' } });
    // Each language its own ETag: a cache never answers one with the other.
    expect(english.reply.headers.etag).not.toBe(spanish.reply.headers.etag);
    const revalidated = await t.app.inject({
      url: endpointPath(getLocationProducts, { vendorLocationId: b.id }),
      headers: { 'accept-language': 'es', 'if-none-match': String(english.reply.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);

    // ?lang= wins over the header; the cookie decides when no header names a language we have.
    expect((await menu(b.id, { 'accept-language': 'es' }, '?lang=en')).items[0]?.name).toBe('Margarita');
    expect((await menu(b.id, { cookie: 'ql_lang=es' })).items[0]?.name).toBe('Margarita de la casa');
    expect((await menu(b.id, { 'accept-language': 'fr', cookie: 'a=1; ql_lang=es' })).items[0]?.name).toBe(
      'Margarita de la casa',
    );
    const badLang = await t.app.inject({
      url: `${endpointPath(getLocationProducts, { vendorLocationId: b.id })}?lang=fr`,
    });
    expect(badLang.statusCode).toBe(400);

    const location = await t.app.inject({
      url: `${endpointPath(getVendorLocation, {})}?vendorLocationId=${b.id}`,
      headers: { 'accept-language': 'es' },
    });
    expect(location.json().items[0].description).toBe('Bar de prueba');
  });

  it('keeps translations left out of an edit, clears one sent empty, and refuses hostile ones writing nothing', async () => {
    const b = await bar();
    const url = endpointPath(editLocationProduct, { vendorLocationId: b.id, productId: b.product.productId });
    const base = { name: 'Margarita', productType: 'ALCOHOLIC_ITEM', price: '12.00' };
    const edit = (payload: object) => t.app.inject({ method: 'PUT', url, headers: b.manager.auth, payload });

    let version = b.product.version;
    const kept = await edit({ ...base, version, translations: { es: { description: 'Lima y tequila' } } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item.translations).toEqual({
      es: { name: 'Margarita de la casa', description: 'Lima y tequila' },
    });
    version = kept.json().item.version;
    const untouched = await edit({ ...base, version });
    expect(untouched.json().item.translations.es.name).toBe('Margarita de la casa');
    version = untouched.json().item.version;
    const cleared = await edit({ ...base, version, translations: { es: { name: '  ' } } });
    expect(cleared.json().item.translations).toEqual({ es: { description: 'Lima y tequila' } });
    version = cleared.json().item.version;

    const hostile = [
      { translations: { fr: { name: 'Margarita' } } },
      { translations: { es: { name: 'Margarita', kitchenName: 'X' } } },
      { translations: { es: { name: 'x'.repeat(121) } } },
      { translations: { es: { description: 'bad\u0000byte' } } },
      { translations: { es: { name: 42 } } },
      { translations: 'es' },
    ];
    for (const payload of hostile) {
      const refused = await edit({ ...base, version, ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    const [item] = (await menu(b.id)).items;
    expect(item?.translations).toEqual({ es: { description: 'Lima y tequila' } });
  });

  it("sanitises an event's Spanish description as its English one and answers it in Spanish", async () => {
    const vendor = await createVendor(t.app);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const made = await post(manager, endpointPath(createEvent, { vendorId: vendor.vendorId }), {
      eventName: 'Salsa Night',
      status: 'UPCOMING',
      description: '<p>Dance</p>',
      translations: { es: { eventName: 'Noche de salsa', description: '<p>Baila</p><script>alert(1)</script>' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const eventId = made.json().event.eventId;
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url: `${endpointPath(getEvent, { eventId })}?vendorId=${vendor.vendorId}`, headers });
    const spanish = (await read({ 'accept-language': 'es' })).json().event;
    expect(spanish.eventName).toBe('Noche de salsa');
    expect(spanish.description).toBe('<p>Baila</p>');
    const english = (await read({})).json().event;
    expect(english.eventName).toBe('Salsa Night');
    expect(english.description).toBe('<p>Dance</p>');
  });

  describe('in the menu CSV', () => {
    const exportCsv = (user: TestUser, vendorLocationId: string) =>
      t.app.inject({ url: endpointPath(exportLocationMenu, { vendorLocationId }), headers: user.auth });
    const importCsv = (user: TestUser, vendorLocationId: string, csv: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(importLocationMenu, { vendorLocationId }),
        headers: { ...user.auth, 'content-type': 'text/csv' },
        payload: csv,
      });

    it('exports name_es and description_es and reads them back into another location', async () => {
      const b = await bar();
      const exported = await exportCsv(b.manager, b.id);
      expect(exported.statusCode, exported.body).toBe(200);
      const records = parse(exported.body, { columns: true }) as Record<string, string>[];
      const margarita = records.find((record) => record.name === 'Margarita');
      expect(margarita?.name_es).toBe('Margarita de la casa');
      expect(records.find((record) => record.name === 'No salt')?.name_es).toBe('Sin sal');
      expect(records.find((record) => record.name === 'Salt rim')?.name_es).toBe('Borde de sal');

      const other = (await createLocation(t.app, b.vendor.vendorId)).vendorLocationId;
      const imported = await importCsv(b.manager, other, exported.body.replaceAll(b.product.productId, ''));
      expect(imported.statusCode, imported.body).toBe(200);
      const [item] = (await menu(other, { 'accept-language': 'es' })).items;
      expect(item?.name).toBe('Margarita de la casa');
      expect(item?.optionGroups[0]?.name).toBe('Borde de sal');
      expect(item?.optionGroups[0]?.options.map((o) => o.name)).toEqual(['Sin sal', 'Tajín']);
      const groups = await t.app.inject({
        url: endpointPath(listOptionGroups, { vendorLocationId: other }),
        headers: b.manager.auth,
      });
      expect(groups.json().items[0].translations).toEqual({ es: { name: 'Borde de sal' } });
    });

    it('refuses hostile Spanish cells with a 400 naming row and column, storing nothing', async () => {
      const b = await bar();
      const other = (await createLocation(t.app, b.vendor.vendorId)).vendorLocationId;
      const header =
        'recordType,optionGroupId,optionId,name,minSelections,maxSelections,priceDelta,name_es,productType,price,description_es';
      const cases: [string, string][] = [
        [`product,,,Beer,,,,${'x'.repeat(121)},FOOD_ITEM,5.00,`, 'name_es'],
        [`product,,,Beer,,,,Cerveza,FOOD_ITEM,5.00,${'y'.repeat(2001)}`, 'description_es'],
        ['product,,,Beer,,,,"Cer\u0007veza",FOOD_ITEM,5.00,', 'name_es'],
        [`optionGroup,G1,,Sides,0,1,,${'z'.repeat(61)},,,`, 'name_es'],
      ];
      for (const [line, column] of cases) {
        const csv = `${header}\r\n${line}\r\n${line.startsWith('optionGroup') ? 'option,G1,,Fries,,,0,Papas,,,\r\n' : ''}`;
        const reply = await importCsv(b.manager, other, csv);
        expect(reply.statusCode, `${column}: ${reply.body}`).toBe(400);
        const errors = reply.json().error.details;
        expect(JSON.stringify(errors)).toContain(`"column":"${column}"`);
        expect(JSON.stringify(errors)).toContain('"row":2');
      }
      expect((await menu(other)).items).toEqual([]);
    });
  });
});
