import { type CreateProductBody, createProductBodySchema } from '@queueless/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createInventoryRepo, createMenuChanges, createOptionGroupsRepo } from '../modules/inventory/index.js';
import { publishMenuChanged } from '../modules/inventory/menu-cache.js';
import type { MediaService } from '../modules/media/index.js';
import type { Db } from './client.js';
import {
  operators,
  optionGroups,
  options,
  prizes,
  products,
  shortCodes,
  users,
  vendorEvents,
  vendorLocations,
  vendorRoles,
  vendors,
  wristbands,
} from './schema.js';
import { seedDemoAnalytics } from './seed/analytics.js';
import { seedConnectFestival } from './seed/connect.js';
import { demoTonight, seedContests } from './seed/contests.js';
import { type DemoPhotoKind, renderDemoPhoto } from './seed/demo-photos.js';
import { seedGuestlists } from './seed/guestlists.js';
import { seedMembership } from './seed/membership.js';
import { PRESALE_PRODUCT_ID, seedPublicPages } from './seed/public.js';
import { seedDemoSpanish } from './seed/spanish.js';
import { nextWeekdayAt } from './seed/venue-time.js';

/** The demo people, also listed in README.md. */
export const demoPeople = {
  operator: { phoneNumber: '+12135550100', name: 'Olive Operator', userId: 'DEMOUSEROPERATOR00000000' },
  superAdmin: { phoneNumber: '+12135550101', name: 'Sam Super', userId: 'DEMOUSERSUPERADMIN0000001' },
  admin: { phoneNumber: '+12135550102', name: 'Alex Admin', userId: 'DEMOUSERADMIN00000000002' },
  manager: { phoneNumber: '+12135550103', name: 'Morgan Manager', userId: 'DEMOUSERMANAGER000000003' },
  staff: { phoneNumber: '+12135550104', name: 'Sky Staff', userId: 'DEMOUSERSTAFF00000000004' },
  loungeManager: { phoneNumber: '+12135550105', name: 'Lee Lounge', userId: 'DEMOUSERLOUNGEMANAGER05' },
  customer: { phoneNumber: '+12135550120', name: 'Casey Customer', userId: 'DEMOUSERCUSTOMER00000020' },
} as const;

export const DEMO_VENDOR_ID = 'demo-bar';
export const DEMO_LOCATION_ID = 'AD708';
export const LOUNGE_VENDOR_ID = 'skyline-lounge';
export const LOUNGE_LOCATION_ID = 'SKY01';

const HOUR = 3_600_000;

/** A demo product: a manager's create body (checked by the contract's schema), its fixed id and its photos. */
type ProductSeed = Omit<CreateProductBody, 'imageUrls'> & {
  productId: string;
  photos: DemoPhotoKind[];
  /** Pictures that are not drawn photos (the presale's artwork, shared with its page). */
  imageUrls?: string[];
};
type DemoProduct = ProductSeed & { vendorLocationId: string };

/** What the seed needs of the media module: its import of the server's own photos through the upload pipeline. */
export type DemoPhotoImporter = Pick<MediaService, 'importImage'> & {
  /** Draws a photo; `renderDemoPhoto` when left out. A test of the pipeline may hand in a quicker drawing. */
  renderPhoto?: (kind: DemoPhotoKind) => Promise<Buffer>;
};

function demoProducts(): DemoProduct[] {
  const base = { vendorLocationId: DEMO_LOCATION_ID };
  const drinks: ProductSeed[] = [
    {
      productId: 'AD708-LAGER',
      name: 'House Lager',
      productType: 'ALCOHOLIC_ITEM',
      price: '8.00',
      displayOrder: 10,
      photos: ['lager'],
      description: '16 oz draft, crisp and cold.',
    },
    {
      productId: 'AD708-IPA',
      name: 'West Coast IPA',
      productType: 'ALCOHOLIC_ITEM',
      price: '9.00',
      displayOrder: 20,
      photos: ['ipa'],
    },
    {
      productId: 'AD708-MARGARITA',
      name: 'Margarita',
      productType: 'ALCOHOLIC_ITEM',
      price: '14.00',
      displayOrder: 30,
      photos: ['margarita'],
    },
    {
      productId: 'AD708-WINE',
      name: 'Red Wine',
      productType: 'ALCOHOLIC_ITEM',
      price: '12.00',
      displayOrder: 30,
      photos: ['wine'],
    },
    {
      productId: 'AD708-SOUR',
      name: 'Whiskey Sour',
      productType: 'ALCOHOLIC_ITEM',
      price: '13.00',
      displayOrder: 40,
      trackQuantity: true,
      quantityAvailable: 0,
      photos: ['sour'],
    },
    {
      productId: 'AD708-CIDER',
      name: 'Seasonal Cider',
      productType: 'ALCOHOLIC_ITEM',
      price: '9.00',
      displayOrder: 50,
      isAvailable: false,
      photos: ['cider'],
    },
    {
      productId: 'AD708-WATER',
      name: 'Bottled Water',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '4.00',
      displayOrder: 10,
      photos: ['water'],
    },
    {
      productId: 'AD708-COLA',
      name: 'Cola',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '5.00',
      displayOrder: 20,
      photos: ['cola'],
    },
    {
      productId: 'AD708-ENERGY',
      name: 'Energy Drink',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '6.00',
      displayOrder: 30,
      photos: ['energy'],
    },
    {
      // Free, so a free order (placed without payment) can be tried in the demo.
      productId: 'AD708-TAPWATER',
      name: 'Tap Water',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '0.00',
      displayOrder: 5,
      photos: ['tapwater'],
    },
    {
      productId: 'AD708-MOCKTAIL',
      name: 'Citrus Mocktail',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '9.00',
      displayOrder: 40,
      photos: ['mocktail'],
    },
  ];
  const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
  const tees: ProductSeed[] = sizes.map((size, i) => ({
    productId: `AD708-TEE-${size}`,
    name: 'Queueless Tour Tee',
    productType: 'MERCHANDISE',
    groupId: 'AD708-TEE',
    variantName: size,
    price: '30.00',
    originalPrice: '33.00',
    displayOrder: 10 + i,
    trackQuantity: true,
    quantityAvailable: size === 'XL' ? 0 : 25,
    photos: ['tee-front', 'tee-back'],
  }));
  const cap: ProductSeed = {
    productId: 'AD708-CAP',
    name: 'Logo Cap',
    productType: 'MERCHANDISE',
    price: '25.00',
    originalPrice: '28.00',
    displayOrder: 20,
    trackQuantity: true,
    quantityAvailable: 12,
    photos: ['cap'],
  };
  const patio: DemoProduct[] = [
    {
      productId: 'AD709-LAGER',
      vendorLocationId: 'AD709',
      name: 'House Lager',
      productType: 'ALCOHOLIC_ITEM',
      price: '8.00',
      photos: ['lager'],
    },
    {
      productId: 'AD709-WATER',
      vendorLocationId: 'AD709',
      name: 'Bottled Water',
      productType: 'NON_ALCOHOLIC_ITEM',
      price: '4.00',
      photos: ['water'],
    },
  ];
  const presale: ProductSeed = {
    productId: PRESALE_PRODUCT_ID,
    // The presale pays 50% now and the rest at pickup: a pricing rule (decision 018), which the menu, the
    // checkout, the receipt and the staff order page all show from the order's own amounts. Its page: seed/public.ts.
    name: 'Festival Wristband',
    description: 'Weekend festival wristband. Pay half now and the rest when you pick it up at the gate.',
    productType: 'MERCHANDISE',
    price: '50.00',
    depositPercent: 50,
    displayOrder: 900,
    photos: [],
    imageUrls: ['/images/public/presale-wristband.svg'],
  };
  return [...[...drinks, ...barMenu(), ...tees, cap, presale].map((p) => ({ ...base, ...p })), ...patio];
}

/**
 * A real bar's menu (issue 39): a cocktail with a required spirit and upgrades, a burger with doneness and add-ons,
 * a combo, allergens on the food; the ID check falls on the alcohol by default. Their groups: DEMO_OPTION_GROUPS.
 */
function barMenu(): ProductSeed[] {
  return [
    {
      productId: 'AD708-TOMMYS',
      name: "Tommy's Margarita",
      description: 'Tequila, fresh lime and agave. Choose your tequila.',
      productType: 'ALCOHOLIC_ITEM',
      price: '13.00',
      displayOrder: 31,
      photos: ['margarita'],
      optionGroupIds: ['AD708-G-TEQUILA', 'AD708-G-COCKTAIL-UPGRADES'],
    },
    {
      productId: 'AD708-BURGER',
      name: 'Stadium Burger',
      description: 'Quarter-pound patty on a sesame bun.',
      productType: 'FOOD_ITEM',
      price: '15.00',
      displayOrder: 60,
      photos: [],
      allergens: ['gluten', 'eggs', 'sesame'],
      optionGroupIds: ['AD708-G-DONENESS', 'AD708-G-BURGER-ADDONS'],
    },
    {
      productId: 'AD708-HOTDOG',
      name: 'Ballpark Hot Dog',
      productType: 'FOOD_ITEM',
      price: '7.00',
      displayOrder: 61,
      photos: [],
      allergens: ['gluten', 'mustard'],
    },
    {
      productId: 'AD708-PINT-DOG',
      name: 'Pint + Hot Dog',
      description: 'A draft beer and a hot dog for one price.',
      productType: 'FOOD_ITEM',
      price: '13.00',
      displayOrder: 62,
      photos: [],
      comboSlots: [
        { name: 'a drink', choices: [{ productId: 'AD708-LAGER' }, { productId: 'AD708-IPA', priceDelta: '1.00' }] },
        { name: 'a main', choices: [{ productId: 'AD708-HOTDOG' }, { productId: 'AD708-BURGER', priceDelta: '6.00' }] },
      ],
    },
  ];
}

/** The demo's option groups (issue 39), fixed ids so a restart leaves a manager's edits alone. */
const DEMO_OPTION_GROUPS = [
  {
    optionGroupId: 'AD708-G-TEQUILA',
    name: 'Tequila',
    minSelections: 1,
    maxSelections: 1,
    options: [
      { optionId: 'AD708-O-ESPOLON', name: 'Espolòn', priceDeltaCents: 0, isDefault: true },
      { optionId: 'AD708-O-DONJULIO', name: 'Don Julio', priceDeltaCents: 400, kitchenName: 'DON JULIO' },
    ],
  },
  {
    optionGroupId: 'AD708-G-COCKTAIL-UPGRADES',
    name: 'Upgrades',
    minSelections: 0,
    maxSelections: 3,
    options: [
      { optionId: 'AD708-O-NOSALT', name: 'No salt rim', priceDeltaCents: 0, kitchenName: 'NO SALT' },
      {
        optionId: 'AD708-O-EXTRASHOT',
        name: 'Extra shot',
        priceDeltaCents: 300,
        maxQuantity: 2,
        kitchenName: 'XTRA SHOT',
      },
      { optionId: 'AD708-O-FROZEN', name: 'Frozen', priceDeltaCents: 100, kitchenName: 'FROZEN' },
    ],
  },
  {
    optionGroupId: 'AD708-G-DONENESS',
    name: 'Doneness',
    minSelections: 1,
    maxSelections: 1,
    options: [
      { optionId: 'AD708-O-MEDRARE', name: 'Medium rare', priceDeltaCents: 0, kitchenName: 'MED RARE' },
      { optionId: 'AD708-O-MEDIUM', name: 'Medium', priceDeltaCents: 0, isDefault: true, kitchenName: 'MEDIUM' },
      { optionId: 'AD708-O-WELL', name: 'Well done', priceDeltaCents: 0, kitchenName: 'WELL' },
    ],
  },
  {
    optionGroupId: 'AD708-G-BURGER-ADDONS',
    name: 'Add-ons',
    minSelections: 0,
    maxSelections: 4,
    options: [
      {
        optionId: 'AD708-O-CHEDDAR',
        name: 'Cheddar',
        priceDeltaCents: 150,
        allergens: ['milk'],
        kitchenName: '+CHEDDAR',
      },
      {
        optionId: 'AD708-O-BACON',
        name: 'Extra bacon',
        priceDeltaCents: 250,
        kitchenName: '+BACON',
        trackQuantity: true,
        quantityAvailable: 40,
      },
      { optionId: 'AD708-O-NOONION', name: 'No onion', priceDeltaCents: 0, kitchenName: 'NO ONION' },
    ],
  },
];

/** The demo's option groups, inserted once (existing rows are left as staff made them). */
async function seedDemoOptionGroups(db: Db, now: Date): Promise<void> {
  await db
    .insert(optionGroups)
    .values(
      DEMO_OPTION_GROUPS.map(({ options: _, ...group }) => ({
        ...group,
        vendorLocationId: DEMO_LOCATION_ID,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(options)
    .values(
      DEMO_OPTION_GROUPS.flatMap((group) =>
        group.options.map((option, position) => ({
          ...option,
          optionGroupId: group.optionGroupId,
          position,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** Photos rendered and sent through the pipeline at once: two, one for each core of a small machine. */
const PHOTO_CONCURRENCY = 2;

/**
 * The demo menu's rows, with the URLs of their photos. Only products not yet seeded (or still showing the drawings
 * of the seeds before the photo pipeline: `restyled`) need photos, so a restart renders none. Each photo is drawn
 * (seed/demo-photos.ts) and imported through the upload pipeline (`media.importImage`): checked, turned into WebP
 * renditions with content-hashed names and recorded, exactly as a manager's upload. Without `media` (tests that
 * seed a bare database) the products have no photo.
 */
async function demoMenu(db: Db, media: DemoPhotoImporter | undefined) {
  const wanted = demoProducts();
  const existing = await db
    .select({ productId: products.productId, imageUrls: products.imageUrls })
    .from(products)
    .where(
      inArray(
        products.productId,
        wanted.map((product) => product.productId),
      ),
    );
  const seeded = new Map(existing.map((row) => [row.productId, row.imageUrls]));
  const restyled = new Set(
    existing.filter((row) => row.imageUrls[0]?.startsWith('/images/products/')).map((row) => row.productId),
  );
  const needPhotos = wanted.filter((product) => !seeded.has(product.productId) || restyled.has(product.productId));
  const kinds = [...new Set(needPhotos.flatMap((product) => product.photos))];
  const urls = new Map<DemoPhotoKind, string>();
  if (media && kinds.length > 0) {
    const render = media.renderPhoto ?? renderDemoPhoto;
    const queue = [...kinds];
    const work = async () => {
      for (let kind = queue.shift(); kind; kind = queue.shift()) {
        const { imageUrl } = await media.importImage(DEMO_VENDOR_ID, await render(kind));
        urls.set(kind, imageUrl);
      }
    };
    await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, work));
  }
  const rows = needPhotos.map(({ photos, productId, vendorLocationId, imageUrls, ...body }) => ({
    productId,
    vendorLocationId,
    seeded: seeded.has(productId),
    // The contract's own check of a manager's create body: the demo menu is held to the same rules.
    input: createProductBodySchema.parse({
      ...body,
      imageUrls: imageUrls ?? photos.flatMap((kind) => urls.get(kind) ?? []),
    }),
  }));
  return { rows, restyled: media ? restyled : new Set<string>() };
}

/**
 * The demo menu, made through the catalogue's own creation (`createMenuChanges().addProducts`, the function under
 * the role check of a manager's `createProduct`): the same rules, the same row, the menu's NOTIFY. Its products keep
 * their fixed ids, and one that exists is left alone. Installs seeded before the photo pipeline showed the web app's
 * drawings: those rows take the photos, in a change of the menu too. The seed is no person: nothing is audited.
 */
async function seedDemoMenu(db: Db, now: Date, media: DemoPhotoImporter | undefined): Promise<void> {
  const menu = await demoMenu(db, media);
  // No menu cache lives in this process's seed: live API processes drop theirs on the NOTIFY.
  const changes = createMenuChanges({
    inventoryRepo: createInventoryRepo(db),
    optionGroupsRepo: createOptionGroupsRepo(db),
    clock: () => now,
    invalidateMenu: () => {},
  });
  for (const vendorLocationId of [DEMO_LOCATION_ID, 'AD709']) {
    const here = menu.rows.filter((row) => row.vendorLocationId === vendorLocationId);
    const fresh = here.filter((row) => !row.seeded);
    if (fresh.length > 0) {
      const place = { vendorLocationId, vendorId: DEMO_VENDOR_ID };
      await changes.addProducts(
        place,
        fresh.map(({ input, productId }) => ({ input, productId })),
        null,
      );
    }
    const restyle = here.filter((row) => menu.restyled.has(row.productId));
    if (restyle.length === 0) continue;
    await changes.changeMenu(vendorLocationId, async (tx) => {
      for (const row of restyle) {
        await tx
          .update(products)
          .set({ imageUrls: row.input.imageUrls ?? [] })
          .where(and(eq(products.productId, row.productId), sql`${products.imageUrls}[1] like '/images/products/%'`));
      }
    });
  }
}

/**
 * Writes the demo venue. Idempotent: every row has a fixed id and existing rows are left alone,
 * so staff changes made in the demo survive a restart. With `media` (the app's media service) the menu's products
 * get their photos through the upload pipeline.
 */
export async function seedDemo(db: Db, now = new Date(), media?: DemoPhotoImporter): Promise<void> {
  // The vendors first: the menu's photos are recorded as theirs.
  await db
    .insert(vendors)
    .values([
      {
        vendorId: DEMO_VENDOR_ID,
        name: 'Demo Bar',
        guestlistEnabled: false,
        addressLine1: '1111 S Figueroa St',
        addressLine2: null,
        city: 'Los Angeles',
        state: 'CA',
        zip: '90015',
      },
      {
        vendorId: LOUNGE_VENDOR_ID,
        name: 'Skyline Lounge',
        guestlistEnabled: true,
        addressLine1: '6250 Hollywood Blvd',
        addressLine2: 'Rooftop',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90028',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(vendorLocations)
    .values([
      {
        vendorLocationId: DEMO_LOCATION_ID,
        vendorId: DEMO_VENDOR_ID,
        description: 'Main Bar',
        displayOrder: 10,
        taxRatePpm: 97_500,
      },
      {
        vendorLocationId: 'AD709',
        vendorId: DEMO_VENDOR_ID,
        description: 'Patio Stand',
        displayOrder: 20,
        taxRatePpm: 97_500,
        // Issue 39: a stadium-style limit of two alcoholic drinks per order.
        maxAlcoholicItemsPerOrder: 2,
        showSplashAds: 'NEFT',
      },
      {
        vendorLocationId: LOUNGE_LOCATION_ID,
        vendorId: LOUNGE_VENDOR_ID,
        description: 'Rooftop Door',
        displayOrder: 10,
        taxRatePpm: 97_500,
      },
    ])
    .onConflictDoNothing();
  await seedDemoOptionGroups(db, now);
  await seedDemoMenu(db, now, media);
  await seedDemoSpanish(db, DEMO_LOCATION_ID);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        Object.values(demoPeople).map((person) => {
          const [firstName, lastName] = person.name.split(' ');
          return { userId: person.userId, phoneNumber: person.phoneNumber, firstName, lastName };
        }),
      )
      .onConflictDoNothing();

    // The install's operator, so the demo's Operator console (venues, their first admins) can be tried at once.
    await tx
      .insert(operators)
      .values({ phoneNumber: demoPeople.operator.phoneNumber, name: demoPeople.operator.name })
      .onConflictDoNothing();

    await tx
      .insert(vendorRoles)
      .values([
        {
          vendorId: DEMO_VENDOR_ID,
          phoneNumber: demoPeople.superAdmin.phoneNumber,
          name: demoPeople.superAdmin.name,
          role: 'SUPER_ADMIN',
        },
        {
          vendorId: DEMO_VENDOR_ID,
          phoneNumber: demoPeople.admin.phoneNumber,
          name: demoPeople.admin.name,
          role: 'ADMIN',
        },
        {
          vendorId: DEMO_VENDOR_ID,
          phoneNumber: demoPeople.manager.phoneNumber,
          name: demoPeople.manager.name,
          role: 'MANAGER',
        },
        {
          vendorId: DEMO_VENDOR_ID,
          phoneNumber: demoPeople.staff.phoneNumber,
          name: demoPeople.staff.name,
          role: 'STAFF',
        },
        {
          vendorId: LOUNGE_VENDOR_ID,
          phoneNumber: demoPeople.loungeManager.phoneNumber,
          name: demoPeople.loungeManager.name,
          role: 'MANAGER',
        },
        {
          vendorId: LOUNGE_VENDOR_ID,
          phoneNumber: demoPeople.superAdmin.phoneNumber,
          name: demoPeople.superAdmin.name,
          role: 'SUPER_ADMIN',
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(vendorEvents)
      .values([
        {
          eventId: 'EVT-DEMO-TONIGHT',
          vendorId: DEMO_VENDOR_ID,
          eventName: 'Live Music Night',
          // Live at whatever hour the demo is seeded (its drawing is open only while the event runs).
          ...demoTonight(now),
          status: 'IN_PROGRESS',
          description:
            '<p>Live band on the main stage all night. <strong>Happy hour</strong> for the first two hours.</p>',
          images: ['/images/events/live-music-night.svg'],
        },
        {
          eventId: 'EVT-DEMO-NEXT',
          vendorId: DEMO_VENDOR_ID,
          eventName: 'Trivia Tuesday',
          startTime: nextWeekdayAt(now, 2, 20),
          endTime: new Date(nextWeekdayAt(now, 2, 20).getTime() + 3 * HOUR),
          status: 'UPCOMING',
          ticketingLink: null,
          description: '<p>Teams of up to six. Prizes for the top three.</p>',
          images: ['/images/events/trivia.svg'],
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(prizes)
      .values([
        {
          prizeId: 'PRIZE-TEE',
          contestId: 'EVT-DEMO-TONIGHT',
          name: 'Tour Tee',
          description: 'A Queueless Tour Tee in your size.',
          imageUrl: '/images/products/tee-front.svg',
          quantityRemaining: 10,
        },
        {
          prizeId: 'PRIZE-DRINK',
          contestId: 'EVT-DEMO-TONIGHT',
          name: 'Free Drink',
          description: 'Any drink from the bar.',
          imageUrl: '/images/products/margarita.svg',
          quantityRemaining: 25,
        },
      ])
      .onConflictDoNothing();

    await seedGuestlists(tx, now);
    await seedConnectFestival(tx, demoPeople.admin);

    await tx
      .insert(shortCodes)
      .values([
        { code: 'DEMO', redirectUrl: '/location/AD708' },
        { code: 'PATIO', redirectUrl: '/location/AD709' },
      ])
      .onConflictDoNothing();

    await tx
      .insert(wristbands)
      .values([{ nfcId: 'NFC-DEMO-0001', vendorId: DEMO_VENDOR_ID }])
      .onConflictDoNothing();

    await seedContests(tx, DEMO_VENDOR_ID, now);
    await seedPublicPages(tx, DEMO_VENDOR_ID, now);
    // seedPublicPages may bring an old install's wristband up to date; `db:seed` may run beside live API processes,
    // which keep menus until told they changed.
    await publishMenuChanged(tx, DEMO_LOCATION_ID);
  });
  await seedDemoAnalytics(db, DEMO_VENDOR_ID, now);
  await seedMembership(db, demoPeople.customer.userId, now);
}
