import { type AnyColumn, and, eq, like, sql } from 'drizzle-orm';
import { optionGroups, options, products, vendorLocations } from '../../db/schema.js';
import type { Db } from '../client.js';

// Issue 44 (decision 096): the demo location's menu in Spanish, so the demo shows a Spanish menu. Written only where a
// row has no translations yet: a manager's own Spanish is never overwritten by a restart.

const PRODUCTS: Record<string, { name: string; description?: string }> = {
  'AD708-LAGER': { name: 'Cerveza lager de la casa', description: 'De barril, 16 oz, ligera y bien fría.' },
  'AD708-IPA': { name: 'IPA de la Costa Oeste' },
  'AD708-MARGARITA': { name: 'Margarita' },
  'AD708-WINE': { name: 'Vino tinto' },
  'AD708-SOUR': { name: 'Whiskey sour' },
  'AD708-CIDER': { name: 'Sidra de temporada' },
  'AD708-WATER': { name: 'Agua embotellada' },
  'AD708-COLA': { name: 'Refresco de cola' },
  'AD708-ENERGY': { name: 'Bebida energética' },
  'AD708-TAPWATER': { name: 'Agua del grifo' },
  'AD708-MOCKTAIL': { name: 'Mocktail de cítricos' },
  'AD708-CAP': { name: 'Gorra con logo' },
  'AD708-TOMMYS': {
    name: 'Margarita Tommy’s',
    description: 'Tequila, limón fresco y agave. Elige tu tequila.',
  },
  'AD708-BURGER': { name: 'Hamburguesa del estadio', description: 'Carne de un cuarto de libra en pan con ajonjolí.' },
  'AD708-HOTDOG': { name: 'Hot dog del estadio' },
  'AD708-PINT-DOG': { name: 'Pinta + hot dog', description: 'Una cerveza de barril y un hot dog por un solo precio.' },
};
const TEE = { name: 'Camiseta de la gira Queueless' };

const GROUPS: Record<string, string> = {
  'AD708-G-TEQUILA': 'Tequila',
  'AD708-G-COCKTAIL-UPGRADES': 'Mejoras',
  'AD708-G-DONENESS': 'Término',
  'AD708-G-BURGER-ADDONS': 'Extras',
};

const OPTIONS: Record<string, string> = {
  'AD708-O-NOSALT': 'Sin borde de sal',
  'AD708-O-EXTRASHOT': 'Shot extra',
  'AD708-O-FROZEN': 'Frozen',
  'AD708-O-MEDRARE': 'Término medio rojo',
  'AD708-O-MEDIUM': 'Término medio',
  'AD708-O-WELL': 'Bien cocida',
  'AD708-O-CHEDDAR': 'Queso cheddar',
  'AD708-O-BACON': 'Tocino extra',
  'AD708-O-NOONION': 'Sin cebolla',
};

/** The demo combo's slots, by their English names (a combo's slots live in its product's combo_slots). */
const COMBO_SLOTS: Record<string, Record<string, string>> = {
  'AD708-PINT-DOG': { 'a drink': 'una bebida', 'a main': 'un plato fuerte' },
};

const untranslated = (column: AnyColumn) => sql`${column} = '{}'::jsonb`;

/** The demo location's Spanish texts, on rows not yet translated. */
export async function seedDemoSpanish(db: Db, demoLocationId: string): Promise<void> {
  await db
    .update(vendorLocations)
    .set({ translations: { es: { description: 'Barra principal' } } })
    .where(and(eq(vendorLocations.vendorLocationId, demoLocationId), untranslated(vendorLocations.translations)));
  for (const [productId, es] of Object.entries(PRODUCTS)) {
    await db
      .update(products)
      .set({ translations: { es } })
      .where(and(eq(products.productId, productId), untranslated(products.translations)));
  }
  await db
    .update(products)
    .set({ translations: { es: TEE } })
    .where(and(like(products.productId, `${demoLocationId}-TEE-%`), untranslated(products.translations)));
  for (const [optionGroupId, name] of Object.entries(GROUPS)) {
    await db
      .update(optionGroups)
      .set({ translations: { es: { name } } })
      .where(and(eq(optionGroups.optionGroupId, optionGroupId), untranslated(optionGroups.translations)));
  }
  for (const [optionId, name] of Object.entries(OPTIONS)) {
    await db
      .update(options)
      .set({ translations: { es: { name } } })
      .where(and(eq(options.optionId, optionId), untranslated(options.translations)));
  }
  for (const [productId, names] of Object.entries(COMBO_SLOTS)) {
    const [combo] = await db
      .select({ comboSlots: products.comboSlots })
      .from(products)
      .where(eq(products.productId, productId));
    const slots = combo?.comboSlots;
    if (!slots || slots.some((slot) => slot.translations)) continue;
    const translated = slots.map((slot) => {
      const name = names[slot.name];
      return name ? { ...slot, translations: { es: { name } } } : slot;
    });
    // Only over the slots just read: a manager's edit in between is kept.
    await db
      .update(products)
      .set({ comboSlots: translated })
      .where(and(eq(products.productId, productId), sql`${products.comboSlots} = ${JSON.stringify(slots)}::jsonb`));
  }
}
