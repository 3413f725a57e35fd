import { contentSlugs, endpointPath, getContentPage, listArtistPages, saveArtistPage } from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createVendor } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, contentPages } from '../../db/schema.js';
import { novaLane } from '../../db/seed/public.js';

/** A vendor's MANAGER edits the words and links of the vendor's own artist page; nobody else can. */
describe('artist pages edited by staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function vendorWithPage() {
    const vendor = await createVendor(t.app);
    await t.app.database.db
      .insert(contentPages)
      .values({ slug: contentSlugs.artist(vendor.vendorId, 'nova-lane'), content: novaLane });
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    return { vendor, manager };
  }

  const list = (vendorId: string, headers?: object) =>
    t.app.inject({ url: endpointPath(listArtistPages, { vendorId }), headers: headers as Record<string, string> });
  const save = (vendorId: string, name: string, payload: object, headers?: object) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(saveArtistPage, { vendorId, name }),
      payload,
      headers: headers as Record<string, string>,
    });

  function edit(updatedAt: string, overrides: object = {}) {
    return {
      expectedUpdatedAt: updatedAt,
      name: 'Nova Lane',
      tagline: 'Back on the main stage at ten.',
      biography: ['First paragraph.', 'Second paragraph.'],
      qa: { text: 'Ask the band anything.', link: { label: 'Ask', url: 'https://example.com/ask' } },
      social: [{ kind: 'video', label: 'YouTube', url: 'https://www.youtube.com/' }],
      ...overrides,
    };
  }

  it('lists and saves the page for a MANAGER; the public page shows it at once; the pictures stay', async () => {
    const { vendor, manager } = await vendorWithPage();
    const listed = await list(vendor.vendorId, manager.auth);
    expect(listed.statusCode).toBe(200);
    const [page] = listed.json().pages;
    expect(page).toMatchObject({ name: 'nova-lane', content: { name: 'Nova Lane' } });

    const saved = await save(vendor.vendorId, 'nova-lane', edit(page.updatedAt), manager.auth);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().page.content).toMatchObject({
      tagline: 'Back on the main stage at ten.',
      biography: ['First paragraph.', 'Second paragraph.'],
      images: novaLane.images,
    });
    const shown = await t.app.inject({
      url: endpointPath(getContentPage, { slug: contentSlugs.artist(vendor.vendorId, 'nova-lane') }),
    });
    expect(shown.json().page.content.tagline).toBe('Back on the main stage at ten.');
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.vendorId, vendor.vendorId), eq(auditLog.action, 'content.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: manager.userId, entityType: 'content_page' });
  });

  it('refuses a save over a newer edit (409), and keeps the newer one', async () => {
    const { vendor, manager } = await vendorWithPage();
    const [page] = (await list(vendor.vendorId, manager.auth)).json().pages;
    const first = await save(vendor.vendorId, 'nova-lane', edit(page.updatedAt, { tagline: 'First.' }), manager.auth);
    expect(first.statusCode).toBe(200);
    const second = await save(vendor.vendorId, 'nova-lane', edit(page.updatedAt, { tagline: 'Second.' }), manager.auth);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('CONFLICT');
    const [after] = (await list(vendor.vendorId, manager.auth)).json().pages;
    expect(after.content.tagline).toBe('First.');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '10 managers saving over the same version at once: one save wins, nine are told to reload (PostgreSQL)',
    async () => {
      const { vendor, manager } = await vendorWithPage();
      const [page] = (await list(vendor.vendorId, manager.auth)).json().pages;
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          save(vendor.vendorId, 'nova-lane', edit(page.updatedAt, { tagline: `Save ${i}.` }), manager.auth),
        ),
      );
      const won = replies.filter((reply) => reply.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(replies.filter((reply) => reply.json().error?.code === 'CONFLICT')).toHaveLength(9);
      const [after] = (await list(vendor.vendorId, manager.auth)).json().pages;
      expect(after.content.tagline).toBe(won[0]!.json().page.content.tagline);
      const audit = await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.vendorId, vendor.vendorId), eq(auditLog.action, 'content.update')));
      expect(audit).toHaveLength(1);
    },
  );

  it('is for MANAGER and above of that vendor only', async () => {
    const { vendor } = await vendorWithPage();
    const staff = await createStaff(t.app, vendor.vendorId);
    const other = await vendorWithPage();
    expect((await list(vendor.vendorId)).statusCode).toBe(401);
    expect((await list(vendor.vendorId, staff.auth)).statusCode).toBe(403);
    expect((await list(vendor.vendorId, other.manager.auth)).statusCode).toBe(403);
    const [page] = (await list(other.vendor.vendorId, other.manager.auth)).json().pages;
    expect((await save(vendor.vendorId, 'nova-lane', edit(page.updatedAt), other.manager.auth)).statusCode).toBe(403);
    expect(
      (await save(other.vendor.vendorId, 'no-such-artist', edit(page.updatedAt), other.manager.auth)).statusCode,
    ).toBe(404);
  });

  it('refuses hostile or broken edits with our error shape, and saves nothing', async () => {
    const { vendor, manager } = await vendorWithPage();
    const [page] = (await list(vendor.vendorId, manager.auth)).json().pages;
    const link = (url: string) => ({ qa: { text: 'Q&A', link: { label: 'Ask', url } } });
    for (const overrides of [
      link('javascript:alert(1)'),
      link('https://user:secret@example.com/'),
      link('https:evil.example'),
      link('data:text/html,hi'),
      { tagline: '' },
      { tagline: 'x'.repeat(301) },
      { biography: [] },
      { biography: Array.from({ length: 13 }, () => 'p') },
      { social: [{ kind: 'video', label: 'Bad', url: 'ftp://example.com/' }] },
      { social: [{ kind: 'email', label: 'Mail', url: 'https://example.com/' }] },
      { tagline: 'bell\u0007' },
      { images: [] },
    ]) {
      const response = await save(vendor.vendorId, 'nova-lane', edit(page.updatedAt, overrides), manager.auth);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
    const [after] = (await list(vendor.vendorId, manager.auth)).json().pages;
    expect(after.content).toEqual(novaLane);
  });
});
