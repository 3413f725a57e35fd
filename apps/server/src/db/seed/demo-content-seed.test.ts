import { endpointPath, getLocationProducts } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { servicesOf } from '../../services.js';
import { auditLog, contentPages, gleventsTable, products, vendorEvents } from '../schema.js';
import { DEMO_LOCATION_ID, DEMO_VENDOR_ID, seedDemo } from '../seed.js';

const NOW = new Date('2026-11-26T18:00:00Z');

/** A link that goes nowhere: a placeholder host, or a social site's home page instead of a profile. */
const PLACEHOLDER_LINK =
  /https?:\/\/(?:[^/"]*\.)?example(?:\.com)?\b|https?:\/\/(?:www\.)?(?:instagram|youtube|discord|tiktok)\.com\/?"/i;

describe('the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.database.db, NOW);
  });
  afterAll(async () => t.close());

  const festival = async (slug: string) => {
    const [row] = await t.app.database.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row?.content as { startsAt: string; endsAt: string; details: { text: string }[] };
  };

  it('dates the festivals ahead of now, so their pages still sell', async () => {
    for (const slug of ['festival:heartla', 'festival:longbeachpride']) {
      const content = await festival(slug);
      expect(new Date(content.startsAt).getTime()).toBeGreaterThan(NOW.getTime());
      expect(new Date(content.endsAt).getTime()).toBeGreaterThan(new Date(content.startsAt).getTime());
      expect(JSON.stringify(content)).not.toContain('2025');
    }
    const heartla = await festival('festival:heartla');
    expect(heartla.startsAt).toMatch(/T14:00:00-0[78]:00$/);
    expect(heartla.endsAt).toMatch(/T23:00:00-0[78]:00$/);
  });

  it('dates a festival seeded on the first seeds’ 2025 dates forward on the next seed', async () => {
    const db = t.app.database.db;
    const stale = {
      ...(await festival('festival:heartla')),
      startsAt: '2025-03-01T14:00:00-08:00',
      endsAt: '2025-03-01T23:00:00-08:00',
    };
    await db.update(contentPages).set({ content: stale }).where(eq(contentPages.slug, 'festival:heartla'));
    await seedDemo(db, NOW);
    expect(new Date((await festival('festival:heartla')).endsAt).getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('seeds the tonight events at evening hours in the venue’s time zone, whatever hour it is seeded', async () => {
    const hourAt = (instant: Date) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(
          instant,
        ),
      );
    // 18:00 UTC is 10:00 AM in Los Angeles: the old seed read '8:00 AM – 4:00 PM'.
    const [tonight] = await t.app.database.db
      .select()
      .from(vendorEvents)
      .where(eq(vendorEvents.eventId, 'EVT-DEMO-TONIGHT'));
    const [door] = await t.app.database.db
      .select()
      .from(gleventsTable)
      .where(eq(gleventsTable.gleventId, 'GLE-SKY-TONIGHT'));
    for (const event of [tonight, door]) {
      if (!event?.startTime || !event.endTime) throw new Error('tonight is not seeded');
      expect(hourAt(event.startTime)).toBeGreaterThanOrEqual(17);
      expect(hourAt(event.endTime)).toBe(2);
      expect(event.endTime.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('makes its menu through the catalogue’s creation, at the seed’s time, and keeps a staff edit on a restart', async () => {
    const db = t.app.database.db;
    const lager = async () => (await db.select().from(products).where(eq(products.productId, 'AD708-LAGER')))[0];
    // The catalogue's creation stamps its clock (the seed's now), where a bare insert took the database's time.
    expect(await lager()).toMatchObject({ createdAt: NOW, updatedAt: NOW, priceCents: 800, version: 1 });
    const tee = (await db.select().from(products).where(eq(products.productId, 'AD708-TEE-XL')))[0];
    expect(tee).toMatchObject({ groupId: 'AD708-TEE', originalPriceCents: 3300, trackQuantity: true });
    expect(tee?.quantityAvailable).toBe(0);
    await db
      .update(products)
      .set({ name: 'Staff Lager', priceCents: 850 })
      .where(eq(products.productId, 'AD708-LAGER'));
    await seedDemo(db, NOW);
    expect(await lager()).toMatchObject({ name: 'Staff Lager', priceCents: 850 });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'product.create'));
    expect(audits).toEqual([]); // the seed is no person
  });

  it('names the demo combo’s slots in Spanish, and keeps a manager’s own on a restart', async () => {
    const db = t.app.database.db;
    const slotNames = async (language: string) => {
      const reply = await t.app.inject({
        url: `${endpointPath(getLocationProducts, { vendorLocationId: DEMO_LOCATION_ID })}?lang=${language}`,
      });
      const items = reply.json().items as { productId: string; comboSlots: { name: string }[] | null }[];
      return items.find((item) => item.productId === 'AD708-PINT-DOG')?.comboSlots?.map((slot) => slot.name);
    };
    expect(await slotNames('es')).toEqual(['una bebida', 'un plato fuerte']);
    expect(await slotNames('en')).toEqual(['a drink', 'a main']);
    const [combo] = await db.select().from(products).where(eq(products.productId, 'AD708-PINT-DOG'));
    const edited = combo?.comboSlots?.map((slot, index) =>
      index === 0 ? { ...slot, translations: { es: { name: 'tu cerveza' } } } : slot,
    );
    await db.update(products).set({ comboSlots: edited }).where(eq(products.productId, 'AD708-PINT-DOG'));
    // A direct write sends no menu change: the menu kept in this process is forgotten by hand.
    servicesOf(t.app).inventory.invalidateMenu(DEMO_LOCATION_ID);
    await seedDemo(db, NOW);
    expect(await slotNames('es')).toEqual(['tu cerveza', 'un plato fuerte']);
  });

  it('has no placeholder links in its pages or events, also where the first seeds stored them', async () => {
    const db = t.app.database.db;
    const artistSlug = `artist:${DEMO_VENDOR_ID}:nova-lane`;
    const [artist] = await db.select().from(contentPages).where(eq(contentPages.slug, artistSlug));
    expect(artist).toBeDefined();
    if (artist) {
      const old = artist.content as { qa: object; social: object[] };
      const stale = {
        ...old,
        qa: { ...old.qa, link: { label: 'Join Q&A', url: 'https://discord.com/' } },
        social: [{ kind: 'video', label: 'YouTube', url: 'https://www.youtube.com/' }],
      };
      await db.update(contentPages).set({ content: stale }).where(eq(contentPages.slug, artistSlug));
      await db
        .update(vendorEvents)
        .set({ ticketingLink: 'https://tickets.example.com/demo-bar/salsa-sunday' })
        .where(eq(vendorEvents.eventId, 'EVT-DEMO-SALSA'));
      await seedDemo(db, NOW);
    }
    const pages = await db.select({ content: contentPages.content }).from(contentPages);
    expect(JSON.stringify(pages)).not.toMatch(PLACEHOLDER_LINK);
    const events = await db.select({ ticketingLink: vendorEvents.ticketingLink }).from(vendorEvents);
    for (const { ticketingLink } of events) expect(`${ticketingLink}"`).not.toMatch(PLACEHOLDER_LINK);
  });
});
