import type { ArtistContent, FestivalContent, LandingContent, PresaleContent } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { contentPages, products, shortCodes, wristbands } from '../schema.js';

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

const heartla: FestivalContent = {
  kind: 'festival',
  name: 'HeartLA Music Festival',
  tagline: 'Nine hours of live music in the heart of Los Angeles.',
  startsAt: '2025-03-01T14:00:00-08:00',
  endsAt: '2025-03-01T23:00:00-08:00',
  timeZone: 'America/Los_Angeles',
  ageLimit: 'All ages',
  venue: { name: 'Arroyo Yards', address: '1200 N Main St', city: 'Los Angeles, CA 90012' },
  heroImage: img('heartla-hero.svg', 'The HeartLA main stage at sunset'),
  scheduleImage: img(
    'heartla-schedule.svg',
    'HeartLA set times, Saturday 1 March, from gates at 2:00 PM to close at 11:00 PM',
  ),
  orderLinks: [
    {
      label: 'Main Stage Bar',
      text: 'Beer, wine and cocktails, picked up at the bar by the main stage.',
      shortCode: 'HEARTLA-BAR',
    },
    {
      label: 'Patio Kitchen',
      text: 'Food and soft drinks from the patio, ready when you are.',
      shortCode: 'HEARTLA-PATIO',
    },
  ],
  lineup: [
    {
      section: 'Headliners',
      artists: [
        {
          name: 'Nova Lane',
          description: 'Sun-soaked synth pop from Echo Park, closing the main stage at 8:00 PM.',
          image: img('artist-nova-lane.svg', 'Nova Lane'),
          social: [{ label: 'Instagram', url: 'https://www.instagram.com/' }],
        },
        {
          name: 'Hollow Palms',
          description: 'Desert rock with a brass section: the last set of the night.',
          image: img('artist-hollow-palms.svg', 'Hollow Palms'),
          social: [{ label: 'YouTube', url: 'https://www.youtube.com/' }],
        },
      ],
    },
    {
      section: 'Main stage',
      artists: [
        {
          name: 'Dune Theory',
          description: 'Four-piece indie band with a taste for long, loud endings.',
          image: img('artist-dune-theory.svg', 'Dune Theory'),
          social: [],
        },
        {
          name: 'Kiko Blue',
          description: 'Soul singer and songwriter from Inglewood.',
          image: img('artist-kiko-blue.svg', 'Kiko Blue'),
          social: [],
        },
      ],
    },
    {
      section: 'Garden stage',
      artists: [
        {
          name: 'Marisol Vega',
          description: 'Cumbia and electronic beats to open the gates.',
          image: img('artist-marisol-vega.svg', 'Marisol Vega'),
          social: [],
        },
        {
          name: 'The Silver Lakes',
          description: 'Harmonies, twelve-string guitars and a lot of tambourine.',
          image: img('artist-silver-lakes.svg', 'The Silver Lakes'),
          social: [],
        },
      ],
    },
  ],
  details: [
    { term: 'Date', text: 'Saturday, 1 March 2025' },
    { term: 'Time', text: '2:00 PM to 11:00 PM' },
    { term: 'Ages', text: 'All ages. Guests 21 and over may buy alcohol with a valid ID.' },
    { term: 'Ordering', text: 'Order food and drinks on your phone and pick up at the bar or the patio: no lines.' },
    { term: 'Bags', text: 'Clear bags up to 12 × 6 × 12 inches.' },
  ],
  ticketLink: null,
  instagramLink: null,
};

const longbeachpride: FestivalContent = {
  kind: 'festival',
  name: 'Long Beach Pride Festival',
  tagline: 'Two days of music, community and celebration by the water.',
  startsAt: '2025-05-17T11:00:00-07:00',
  endsAt: '2025-05-18T22:00:00-07:00',
  timeZone: 'America/Los_Angeles',
  ageLimit: 'All ages',
  venue: { name: 'Shoreline Festival Grounds', address: '400 Shoreline Village Dr', city: 'Long Beach, CA 90802' },
  heroImage: img('longbeachpride-hero.svg', 'A rainbow over the Long Beach Pride stage'),
  scheduleImage: img(
    'longbeachpride-schedule.svg',
    'Long Beach Pride set times, Saturday 17 and Sunday 18 May, with the parade on Sunday morning',
  ),
  orderLinks: [
    { label: 'Rainbow Bar', text: 'Drinks by the main stage, ready for pickup when you are.', shortCode: 'PRIDE-BAR' },
    { label: 'Shoreline Eats', text: 'Food and soft drinks by the water.', shortCode: 'PRIDE-EATS' },
  ],
  lineup: [
    {
      section: 'Saturday',
      artists: [
        {
          name: 'Ari Solace',
          description: 'Dance-pop anthems with a live string trio.',
          image: img('artist-ari-solace.svg', 'Ari Solace'),
          social: [],
        },
        {
          name: 'Velvet Tide',
          description: 'Disco house all the way to the Saturday close.',
          image: img('artist-velvet-tide.svg', 'Velvet Tide'),
          social: [],
        },
        {
          name: 'Rainbow Brass Band',
          description: 'Long Beach’s own marching band opens the weekend.',
          image: img('artist-rainbow-brass.svg', 'Rainbow Brass Band'),
          social: [],
        },
      ],
    },
    {
      section: 'Sunday',
      artists: [
        {
          name: 'Coastline Choir',
          description: 'A 60-voice community choir, straight after the parade.',
          image: img('artist-coastline-choir.svg', 'Coastline Choir'),
          social: [],
        },
        {
          name: 'Juniper Rays',
          description: 'Indie folk duo for the sunset set.',
          image: img('artist-juniper-rays.svg', 'Juniper Rays'),
          social: [],
        },
        {
          name: 'DJ Harbor',
          description: 'Closing party on the shoreline stage.',
          image: img('artist-dj-harbor.svg', 'DJ Harbor'),
          social: [],
        },
      ],
    },
  ],
  details: [
    { term: 'Dates', text: 'Saturday 17 and Sunday 18 May 2025' },
    { term: 'Hours', text: '11:00 AM to 10:00 PM both days; the parade steps off Sunday at 10:00 AM' },
    { term: 'Ages', text: 'All ages. Guests 21 and over may buy alcohol with a valid ID.' },
    { term: 'Ordering', text: 'Order on your phone and pick up at the Rainbow Bar or Shoreline Eats.' },
    { term: 'Getting there', text: 'Metro A Line to Downtown Long Beach, then a 10-minute walk.' },
  ],
  ticketLink: { label: 'Get Tickets', url: 'https://tickets.longbeachpride.example/2025' },
  instagramLink: { label: 'Instagram', url: 'https://www.instagram.com/' },
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
    link: { label: 'Join Q&A', url: 'https://discord.com/' },
  },
  biography: [
    'Nova Lane started writing songs on a borrowed keyboard in a garage off Sunset Boulevard. Three records later, the band plays to festival crowds up and down the West Coast.',
    'Their shows mix analog synthesizers, a live drummer and a lot of sing-alongs. Tonight’s set leans on the new record, with a few old favourites at the end.',
  ],
  social: [
    { kind: 'video', label: 'YouTube', url: 'https://www.youtube.com/' },
    { kind: 'photo', label: 'Instagram', url: 'https://www.instagram.com/' },
    { kind: 'social', label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
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

/**
 * The public pages' content and links. Existing rows are left alone, so an operator's edits survive
 * a restart; delete a row to get the seeded one back.
 */
export async function seedPublicPages(tx: Executor, vendorId: string): Promise<void> {
  await tx
    .insert(contentPages)
    .values([
      { slug: 'landing', content: landing },
      { slug: 'festival:heartla', content: heartla },
      { slug: 'festival:longbeachpride', content: longbeachpride },
      { slug: `artist:${vendorId}:nova-lane`, content: novaLane },
      { slug: 'presale-wristband', content: presale },
    ])
    .onConflictDoNothing();

  await tx
    .insert(products)
    .values({
      productId: PRESALE_PRODUCT_ID,
      vendorLocationId: 'AD708',
      // The presale pays 50% now and the rest at pickup: a pricing rule (decision 018), which the menu, the
      // checkout, the receipt and the staff order page all show from the order's own amounts.
      name: 'Festival Wristband',
      variantName: null,
      description: 'Weekend festival wristband. Pay half now and the rest when you pick it up at the gate.',
      productType: 'MERCHANDISE',
      priceCents: 5000,
      depositPercent: 50,
      displayOrder: 900,
      imageUrls: ['/images/public/presale-wristband.svg'],
    })
    .onConflictDoNothing();
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
