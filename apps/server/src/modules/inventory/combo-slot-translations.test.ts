import { createLocationProduct, editLocationProduct, endpointPath, getLocationProducts } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { createLocation, createStaff, createVendor } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';

type Slot = { slotId: string; name: string; translations?: { es?: { name?: string } } };
type MenuItem = { productId: string; name: string; version: number; comboSlots: Slot[] | null };

// Issue 44 (decision 096, amended): a combo's slot names in Spanish, written by staff beside the venue's and read by
// customers in their language, with the write rules of an option group's name. PGlite by default, the machine's
// PostgreSQL when DATABASE_URL is set.
describe("a combo's slot names in two languages", () => {
  const t = useTestApp(() => createTestApp());

  const menu = async (vendorLocationId: string, headers: Record<string, string> = {}, query = '') => {
    const reply = await t.app.inject({
      url: `${endpointPath(getLocationProducts, { vendorLocationId })}${query}`,
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().items as MenuItem[];
  };

  async function stadium() {
    const vendor = await createVendor(t.app);
    const id = (await createLocation(t.app, vendor.vendorId)).vendorLocationId;
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const create = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(createLocationProduct, { vendorLocationId: id }),
        headers: manager.auth,
        payload,
      });
    const product = async (name: string) => {
      const made = await create({ name, productType: 'FOOD_ITEM', price: '7.00' });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().item.productId as string;
    };
    const pint = await product('Pint');
    const hotDog = await product('Hot Dog');
    const slots = [
      { name: 'Choose a drink', choices: [{ productId: pint }] },
      { name: 'Choose a main', choices: [{ productId: hotDog }] },
    ];
    const made = await create({
      name: 'Pint + Hot Dog',
      productType: 'FOOD_ITEM',
      price: '13.00',
      comboSlots: [{ ...slots[0], translations: { es: { name: ' Elige una bebida ' } } }, slots[1]],
    });
    expect(made.statusCode, made.body).toBe(201);
    const combo = made.json().item as MenuItem;
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(editLocationProduct, { vendorLocationId: id, productId: combo.productId }),
        headers: manager.auth,
        payload: { name: 'Pint + Hot Dog', productType: 'FOOD_ITEM', price: '13.00', ...payload },
      });
    const comboOf = async (headers: Record<string, string> = {}, query = '') =>
      (await menu(id, headers, query)).find((item) => item.productId === combo.productId) as MenuItem;
    return { id, create, edit, comboOf, slots, pint, combo };
  }

  it('answers the slot names in Spanish where written, the venue’s elsewhere, and English as stored', async () => {
    const s = await stadium();
    expect(s.combo.comboSlots?.[0]?.translations).toEqual({ es: { name: 'Elige una bebida' } });

    const spanish = await s.comboOf({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.comboSlots?.map((slot) => slot.name)).toEqual(['Elige una bebida', 'Choose a main']);
    expect((await s.comboOf({}, '?lang=es')).comboSlots?.[0]?.name).toBe('Elige una bebida');
    expect((await s.comboOf({ cookie: 'ql_lang=es' })).comboSlots?.[0]?.name).toBe('Elige una bebida');

    const english = await s.comboOf({ 'accept-language': 'en-US' });
    expect(english.comboSlots?.map((slot) => slot.name)).toEqual(['Choose a drink', 'Choose a main']);
    // The editor reads the stored Spanish; an untranslated slot carries no translations at all.
    expect(english.comboSlots?.[0]?.translations).toEqual({ es: { name: 'Elige una bebida' } });
    expect(english.comboSlots?.[1]).not.toHaveProperty('translations');
    expect((await s.comboOf({ 'accept-language': 'es' }, '?lang=en')).comboSlots?.[0]?.name).toBe('Choose a drink');
  });

  it('keeps a slot’s Spanish left out of an edit (also when slots move), clears one sent empty', async () => {
    const s = await stadium();
    const [drink, main] = s.slots as [(typeof s.slots)[0], (typeof s.slots)[0]];
    let version = s.combo.version;
    const save = async (comboSlots: object[]) => {
      const reply = await s.edit({ version, comboSlots });
      expect(reply.statusCode, reply.body).toBe(200);
      version = reply.json().item.version;
      return (await s.comboOf({ 'accept-language': 'es' })).comboSlots?.map((slot) => slot.name);
    };

    // Left out: the stored Spanish stays, with the slot of the same name wherever it now is.
    expect(await save([drink, main])).toEqual(['Elige una bebida', 'Choose a main']);
    expect(await save([main, drink])).toEqual(['Choose a main', 'Elige una bebida']);
    // Sent: set beside the kept one; an empty one clears it.
    expect(await save([{ ...main, translations: { es: { name: 'Elige un plato' } } }, drink])).toEqual([
      'Elige un plato',
      'Elige una bebida',
    ]);
    expect(await save([main, { ...drink, translations: { es: { name: '  ' } } }])).toEqual([
      'Elige un plato',
      'Choose a drink',
    ]);
    const english = await s.comboOf();
    expect(english.comboSlots?.[1]).not.toHaveProperty('translations');
    // A renamed slot does not inherit the Spanish of the name it had: it was written for that name.
    expect(await save([{ ...main, name: 'Choose a side' }, drink])).toEqual(['Choose a side', 'Choose a drink']);
  });

  const hostile: [string, unknown][] = [
    ['another language', { fr: { name: 'Choisissez' } }],
    ['another field', { es: { name: 'Elige', description: 'Una' } }],
    ['a name past 60 characters', { es: { name: 'x'.repeat(61) } }],
    ['control characters', { es: { name: 'Eli\u0007ge' } }],
    ['a number', { es: { name: 42 } }],
    ['not an object', 'es'],
  ];

  it('refuses hostile slot translations on an edit with a 400 naming the field, storing nothing', async () => {
    const s = await stadium();
    const [drink, main] = s.slots as [(typeof s.slots)[0], (typeof s.slots)[0]];
    const before = await s.comboOf();
    for (const [what, translations] of hostile) {
      const reply = await s.edit({ version: before.version, comboSlots: [drink, { ...main, translations }] });
      expect(reply.statusCode, what).toBe(400);
      const { error } = reply.json();
      expect(error.code, what).toBe('VALIDATION_FAILED');
      expect(typeof error.message, what).toBe('string');
      expect(JSON.stringify(error.details), what).toContain('comboSlots.1.translations');
    }
    expect(await s.comboOf()).toEqual(before);
  });

  it('refuses hostile slot translations on a create, making no product', async () => {
    const s = await stadium();
    const count = (await menu(s.id)).length;
    for (const [what, translations] of hostile) {
      const reply = await s.create({
        name: 'Pint combo',
        productType: 'FOOD_ITEM',
        price: '9.00',
        comboSlots: [{ name: 'Choose a drink', translations, choices: [{ productId: s.pint }] }],
      });
      expect(reply.statusCode, what).toBe(400);
      expect(reply.json().error.code, what).toBe('VALIDATION_FAILED');
    }
    expect((await menu(s.id)).length).toBe(count);
  });
});
