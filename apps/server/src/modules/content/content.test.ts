import { contentSlugs, endpointPath, getContentPage, getSiteSettings } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { contentPages } from '../../db/schema.js';
import { seedDemo } from '../../db/seed.js';

describe('content pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@venue.example' } });
    await seedDemo(t.app.database.db);
  });
  afterAll(async () => t.close());

  const page = (slug: string) => t.app.inject({ url: endpointPath(getContentPage, { slug }) });

  it('serves the seeded landing page with the spec’s four results figures', async () => {
    const response = await page(contentSlugs.landing);
    expect(response.statusCode).toBe(200);
    const { content } = response.json().page;
    expect(content.statistics.map((s: { figure: string; label: string }) => `${s.figure} ${s.label}`)).toEqual([
      '5 seconds to sell a beer',
      '9 seconds to fulfil a mixed drink',
      '200% higher sell-through',
      '1 in 3 attendees avoid purchases because of wait times',
    ]);
  });

  it('serves both festivals and the artist page', async () => {
    const heartla = (await page(contentSlugs.festival('heartla'))).json().page.content;
    // Dated ahead of the seeding, so the demo's festivals still sell (the spec's 2025 dates are long past).
    expect(heartla.startsAt).toMatch(/T14:00:00-0[78]:00$/);
    expect(heartla.endsAt).toMatch(/T23:00:00-0[78]:00$/);
    expect(new Date(heartla.startsAt).getTime()).toBeGreaterThan(Date.now());
    expect(heartla.orderLinks).toHaveLength(2);
    const pride = (await page(contentSlugs.festival('longbeachpride'))).json().page.content;
    expect(new Date(pride.endsAt).getTime() - new Date(pride.startsAt).getTime()).toBe(35 * 3_600_000);
    expect(JSON.stringify(pride)).not.toContain('(mock)');
    const artist = (await page(contentSlugs.artist('demo-bar', 'Nova-Lane'))).json().page.content;
    expect(artist.images).toHaveLength(8);
  });

  it('shows an operator’s edit on the next read, without a rebuild', async () => {
    await t.app.database.db.execute(
      sql`update ${contentPages} set content = jsonb_set(content, '{presale,title}', '"Presale ends tonight"') where slug = 'landing'`,
    );
    expect((await page('landing')).json().page.content.presale.title).toBe('Presale ends tonight');
  });

  it('404s an unknown page and refuses a malformed slug; a broken edit is a 500 without internals', async () => {
    expect((await page('nope')).statusCode).toBe(404);
    expect((await page('../etc/passwd')).statusCode).toBe(400);
    await t.app.database.db.insert(contentPages).values({ slug: 'broken', content: { kind: 'landing' } });
    const broken = await page('broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json().error).toEqual({ code: 'INTERNAL', message: 'This page is unavailable right now.' });
  });

  it('answers the support address', async () => {
    const response = await t.app.inject({ url: getSiteSettings.path });
    expect(response.json()).toEqual({ settings: { supportEmail: 'help@venue.example' } });
  });
});
