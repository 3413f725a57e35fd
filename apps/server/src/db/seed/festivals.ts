import { isDeepStrictEqual } from 'node:util';
import type { FestivalContent } from '@queueless/contracts';
import { formatInZone, wallTimeOf } from '@queueless/contracts/venue-time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { contentPages } from '../schema.js';
import { DEMO_TIME_ZONE, venueHour } from './venue-time.js';

const HOUR = 3_600_000;

const img = (name: string, alt: string) => ({ src: `/images/public/${name}`, alt });

/** The dates the first seeds carried (March and May 2025): rows still on them are the demo's own, now long over. */
const FIRST_SEEDED_STARTS = new Set(['2025-03-01T14:00:00-08:00', '2025-05-17T11:00:00-07:00']);

/** "2026-03-07T14:00:00-08:00": the instant as the venue's wall clock with its offset. */
export function isoAtVenue(instant: Date, timeZone = DEMO_TIME_ZONE): string {
  const wall = wallTimeOf(instant, timeZone);
  const offsetMinutes = Math.round(
    (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) -
      Math.floor(instant.getTime() / 60_000) * 60_000) /
      60_000,
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00${offset}`;
}

/** "Saturday, March 7, 2026" and "Saturday March 7", at the venue. */
function dayWords(instant: Date): { long: string; short: string } {
  return {
    long: formatInZone(instant, DEMO_TIME_ZONE, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    short: formatInZone(instant, DEMO_TIME_ZONE, { weekday: 'long', month: 'long', day: 'numeric' }).replace(',', ''),
  };
}

/** The venue's Saturday `weeks` weeks after the coming one, at `hour`:00. */
function saturdayAhead(now: Date, weeks: number, hour: number): Date {
  const { year, month, day } = wallTimeOf(now, DEMO_TIME_ZONE);
  const today = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return venueHour(now, ((6 - today + 6) % 7) + 1 + weeks * 7, hour);
}

/** HeartLA: one Saturday, 2:00 PM to 11:00 PM at the venue (`startsAt` is the 2:00 PM). */
function heartlaContent(startsAt: Date): FestivalContent {
  const day = dayWords(startsAt);
  return {
    kind: 'festival',
    name: 'HeartLA Music Festival',
    tagline: 'Nine hours of live music in the heart of Los Angeles.',
    startsAt: isoAtVenue(startsAt),
    endsAt: isoAtVenue(new Date(startsAt.getTime() + 9 * HOUR)),
    timeZone: 'America/Los_Angeles',
    ageLimit: 'All ages',
    venue: { name: 'Arroyo Yards', address: '1200 N Main St', city: 'Los Angeles, CA 90012' },
    heroImage: img('heartla-hero.svg', 'The HeartLA main stage at sunset'),
    scheduleImage: img(
      'heartla-schedule.svg',
      `HeartLA set times, ${day.short}, from gates at 2:00 PM to close at 11:00 PM`,
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
            social: [],
          },
          {
            name: 'Hollow Palms',
            description: 'Desert rock with a brass section: the last set of the night.',
            image: img('artist-hollow-palms.svg', 'Hollow Palms'),
            social: [],
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
      { term: 'Date', text: day.long },
      { term: 'Time', text: '2:00 PM to 11:00 PM' },
      { term: 'Ages', text: 'All ages. Guests 21 and over may buy alcohol with a valid ID.' },
      { term: 'Ordering', text: 'Order food and drinks on your phone and pick up at the bar or the patio: no lines.' },
      { term: 'Bags', text: 'Clear bags up to 12 × 6 × 12 inches.' },
    ],
    ticketLink: null,
    instagramLink: null,
  };
}

/** Long Beach Pride: a Saturday and Sunday, 11:00 AM to 10:00 PM (`startsAt` is the Saturday's 11:00 AM). */
function longBeachPrideContent(startsAt: Date): FestivalContent {
  const saturday = dayWords(startsAt);
  const sunday = dayWords(new Date(startsAt.getTime() + 24 * HOUR));
  return {
    kind: 'festival',
    name: 'Long Beach Pride Festival',
    tagline: 'Two days of music, community and celebration by the water.',
    startsAt: isoAtVenue(startsAt),
    endsAt: isoAtVenue(new Date(startsAt.getTime() + 35 * HOUR)),
    timeZone: 'America/Los_Angeles',
    ageLimit: 'All ages',
    venue: { name: 'Shoreline Festival Grounds', address: '400 Shoreline Village Dr', city: 'Long Beach, CA 90802' },
    heroImage: img('longbeachpride-hero.svg', 'A rainbow over the Long Beach Pride stage'),
    scheduleImage: img(
      'longbeachpride-schedule.svg',
      `Long Beach Pride set times, ${saturday.short} and ${sunday.short}, with the parade on Sunday morning`,
    ),
    orderLinks: [
      {
        label: 'Rainbow Bar',
        text: 'Drinks by the main stage, ready for pickup when you are.',
        shortCode: 'PRIDE-BAR',
      },
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
      { term: 'Dates', text: `${saturday.long} and ${sunday.long}` },
      { term: 'Hours', text: '11:00 AM to 10:00 PM both days; the parade steps off Sunday at 10:00 AM' },
      { term: 'Ages', text: 'All ages. Guests 21 and over may buy alcohol with a valid ID.' },
      { term: 'Ordering', text: 'Order on your phone and pick up at the Rainbow Bar or Shoreline Eats.' },
      { term: 'Getting there', text: 'Metro A Line to Downtown Long Beach, then a 10-minute walk.' },
    ],
    // The festival's own ticket shop and profile are not the demo's to name: placeholder addresses would be links
    // that go nowhere, so the page shows neither button.
    ticketLink: null,
    instagramLink: null,
  };
}

export type FestivalPages = { heartla: FestivalContent; longbeachpride: FestivalContent };

/**
 * The demo's festival pages, dated from now so they stay believable: HeartLA on a Saturday about a month ahead,
 * Long Beach Pride on a weekend about two months ahead (the spec's March and May 2025 dates are long past).
 */
export function festivalPages(now: Date): FestivalPages {
  return {
    heartla: heartlaContent(saturdayAhead(now, 4, 14)),
    longbeachpride: longBeachPrideContent(saturdayAhead(now, 9, 11)),
  };
}

/** The seeded content for a festival on the dates it already has: a row equal to it is untouched by staff. */
function asSeededFor(slug: keyof FestivalPages, stored: FestivalContent): FestivalContent {
  const startsAt = new Date(stored.startsAt);
  return slug === 'heartla' ? heartlaContent(startsAt) : longBeachPrideContent(startsAt);
}

/**
 * A festival the demo seeded that has since ended is dated forward again, so a long-running demo never shows a
 * past festival as current. A row an operator changed is left alone (its page says the event has ended).
 */
export async function refreshEndedFestivals(tx: Executor, fresh: FestivalPages, now: Date): Promise<void> {
  for (const slug of ['heartla', 'longbeachpride'] as const) {
    const [row] = await tx
      .select({ content: contentPages.content })
      .from(contentPages)
      .where(eq(contentPages.slug, `festival:${slug}`));
    const stored = row?.content as FestivalContent | undefined;
    if (stored?.kind !== 'festival' || new Date(stored.endsAt) > now) continue;
    const isDemoOwn = FIRST_SEEDED_STARTS.has(stored.startsAt) || isDeepStrictEqual(stored, asSeededFor(slug, stored));
    if (!isDemoOwn) continue;
    await tx
      .update(contentPages)
      .set({ content: fresh[slug] })
      .where(eq(contentPages.slug, `festival:${slug}`));
  }
}
