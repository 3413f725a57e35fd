import type { ArtistContent, LandingContent, PresaleContent } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { contentPages, products, shortCodes, wristbands } from '../schema.js';
import { festivalPages, refreshEndedFestivals } from './festivals.js';

const img = (name: string, alt: string) => ({ src: `/images/public/${name}`, alt });

const landing: LandingContent = {
  kind: 'landing',
  hero: {
    eyebrow: 'Mobile ordering for venues and events',
    title: 'Sell more. Serve faster. No lines.',
    text: 'Queueless lets your guests order and pay from their phones, then pick up with a QR code or an NFC wristband. Your bars and stands serve more people in the same hours.',
    image: img('landing-hero.svg', 'A festival crowd under stage lights'),
  },
  statistics: [
    { figure: '5 seconds', label: 'to sell a beer' },
    { figure: '9 seconds', label: 'to fulfil a mixed drink' },
    { figure: '200%', label: 'higher sell-through' },
    { figure: '1 in 3', label: 'attendees avoid purchases because of wait times' },
  ],
  experiences: [
    {
      title: 'Order from anywhere',
      text: 'Guests scan a code on a table, a poster or a wristband and order from their seat, the dance floor or the line for the restroom.',
      image: img('experience-order.svg', 'A phone showing a drinks menu'),
    },
    {
      title: 'Pick up in seconds',
      text: 'Staff scan the guest’s QR code and hand the order over. No cash, no card machines, no shouting across the bar.',
      image: img('experience-pickup.svg', 'A pickup QR code'),
    },
    {
      title: 'See every sale',
      text: 'Live orders, refunds, inventory and weekly reports for every bar and stand, from one staff app.',
      image: img('experience-sales.svg', 'Sales bars rising'),
    },
  ],
  expressPickup: {
    title: 'Express pickup',
    text: 'Orders arrive at the bar already paid. Your team makes them and hands them over the moment a code is scanned.',
    points: [
      'Paid before it is poured: no tabs to chase',
      'One scan completes the order and tells the guest',
      'Age checks stay with your staff at pickup',
    ],
    image: img('express-pickup.svg', 'Express pickup by QR code'),
  },
  wristbands: {
    title: 'NFC wristbands',
    text: 'Program your festival wristbands to open your menu, your event page or a sponsor’s offer. Change where they go at any time, right from the staff app.',
    points: [
      'Tap a phone to the band to open the menu',
      'Presell bands before the gates open',
      'Reprogram bands between events',
    ],
    image: img('nfc-wristband.svg', 'An NFC wristband'),
  },
  integrations: {
    title: 'Works with what you run',
    text: 'Queueless connects to the tools venues already use.',
    items: [
      { name: 'Stripe', text: 'Cards, Apple Pay and Google Pay, paid out to your own account.' },
      { name: 'Twilio', text: 'Sign-in codes by SMS: no app and no password for your guests.' },
      { name: 'Sales tax', text: 'Each location’s rate applied on every order.' },
      { name: 'Webhooks and CSV', text: 'Orders and leads into your CRM and spreadsheets.' },
    ],
  },
  trustedVenues: [
    { name: 'Demo Bar', city: 'Los Angeles' },
    { name: 'Skyline Lounge', city: 'Los Angeles' },
    { name: 'HeartLA Music Festival', city: 'Los Angeles' },
    { name: 'Long Beach Pride Festival', city: 'Long Beach' },
  ],
  presale: {
    title: 'Festival wristband presale',
    text: 'Pay half now, the rest at pickup. Today only.',
  },
};

export const novaLane: ArtistContent = {
  kind: 'artist',
  name: 'Nova Lane',
  tagline: 'Synth pop from Echo Park',
  images: Array.from({ length: 8 }, (_, index) =>
    img(`nova-lane-${index + 1}.svg`, `Nova Lane, photo ${index + 1} of 8`),
  ),
  qa: {
    text: 'Nova answers fan questions live after every show. Bring your best one.',
    // No real Q&A room exists for the demo band: no link, so the page shows no Join Q&A button.
    link: null,
  },
  biography: [
    'Nova Lane started writing songs on a borrowed keyboard in a garage off Sunset Boulevard. Three records later, the band plays to festival crowds up and down the West Coast.',
    'Their shows mix analog synthesizers, a live drummer and a lot of sing-alongs. Tonight’s set leans on the new record, with a few old favourites at the end.',
  ],
  // The demo band has no profiles: bare site addresses would be links that go nowhere, so none are seeded.
  social: [],
};

export const PRESALE_PRODUCT_ID = 'AD708-PRESALE-BAND';

const presale: PresaleContent = {
  kind: 'presale',
  title: 'Festival wristband presale',
  text: 'Lock in your festival wristband today: pay half now and the rest when you pick it up at the gate.',
  image: img('presale-wristband.svg', 'The festival wristband'),
  perks: [
    'Tap to order food and drinks all weekend',
    'Express pickup lane at every bar',
    'Pay 50% now, the balance at pickup',
  ],
  vendorLocationId: 'AD708',
  productId: PRESALE_PRODUCT_ID,
};

/** The bare site addresses the first seeds used as artist links: links that go nowhere. */
const PLACEHOLDER_URLS = [
  'https://discord.com/',
  'https://www.youtube.com/',
  'https://www.instagram.com/',
  'https://www.tiktok.com/',
];

/** Takes the first seeds' placeholder links out of a page already stored (the button then hides). */
async function removePlaceholderLinks(tx: Executor): Promise<void> {
  const urls = sql.join(
    PLACEHOLDER_URLS.map((url) => sql`${url}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${contentPages} set content = jsonb_set(content, '{qa,link}', 'null'::jsonb)
      where content->>'kind' = 'artist' and content #>> '{qa,link,url}' in (${urls})`,
  );
  await tx.execute(
    sql`update ${contentPages} set content = jsonb_set(content, '{social}', coalesce(
        (select jsonb_agg(link) from jsonb_array_elements(content->'social') link where link->>'url' not in (${urls})),
        '[]'::jsonb))
      where content->>'kind' = 'artist'
        and exists (select 1 from jsonb_array_elements(content->'social') link where link->>'url' in (${urls}))`,
  );
}

/**
 * The public pages' content and links. Existing rows are left alone, so an operator's edits survive
 * a restart; delete a row to get the seeded one back.
 */
export async function seedPublicPages(tx: Executor, vendorId: string, now = new Date()): Promise<void> {
  const festivals = festivalPages(now);
  await tx
    .insert(contentPages)
    .values([
      { slug: 'landing', content: landing },
      { slug: 'festival:heartla', content: festivals.heartla },
      { slug: 'festival:longbeachpride', content: festivals.longbeachpride },
      { slug: `artist:${vendorId}:nova-lane`, content: novaLane },
      { slug: 'presale-wristband', content: presale },
    ])
    .onConflictDoNothing();
  await refreshEndedFestivals(tx, festivals, now);
  await removePlaceholderLinks(tx);

  // The wristband itself is on the demo menu (seed.ts), made by the catalogue's own creation.
  // A database seeded before the deposit rule holds the wristband as a $25.00 "deposit" product: made the $50.00
  // product at 50 % only while it is still exactly as seeded, so an operator's own edit is kept.
  await tx.execute(
    sql`update ${products} set price_cents = 5000, deposit_percent = 50, variant_name = null,
      description = 'Weekend festival wristband. Pay half now and the rest when you pick it up at the gate.'
      where product_id = ${PRESALE_PRODUCT_ID} and price_cents = 2500 and deposit_percent is null
        and variant_name = '50% deposit, $25.00 due at pickup'`,
  );

  await tx
    .insert(shortCodes)
    .values([
      { code: 'HEARTLA-BAR', redirectUrl: '/location/AD708', vendorId },
      { code: 'HEARTLA-PATIO', redirectUrl: '/location/AD709', vendorId },
      { code: 'PRIDE-BAR', redirectUrl: '/location/AD708', vendorId },
      { code: 'PRIDE-EATS', redirectUrl: '/location/AD709', vendorId },
    ])
    .onConflictDoNothing();
  // The demo venue's own codes are its staff's to manage.
  await tx.execute(
    sql`update ${shortCodes} set vendor_id = ${vendorId} where code in ('DEMO', 'PATIO') and vendor_id is null`,
  );

  await tx
    .insert(wristbands)
    .values([{ nfcId: 'NFC-DEMO-0002', vendorId, overrideUrl: '/location/AD708/heartla' }, { nfcId: 'NFC-DEMO-0003' }])
    .onConflictDoNothing();
}
