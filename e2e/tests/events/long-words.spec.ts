import type { EventResponse } from '@queueless/contracts';
import { createEvent, endpointPath } from '@queueless/contracts';
import { apiAs, createGuestListNight } from '../../api.js';
import { demo, expect, test } from '../../fixtures.js';

/** How far the page is wider than the phone's screen (0 when it fits). */
function overflowOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('names typed without spaces break inside their cards instead of widening the venue and events pages', async ({
  apiBase,
  sessions,
  page,
}) => {
  const word = `Nospacesatall${Date.now().toString(36)}`.repeat(5);
  const start = Date.now() + 20 * 86_400_000;
  const admin = await sessions.signIn(demo.admin);
  await apiAs<EventResponse>(apiBase, endpointPath(createEvent, { vendorId: 'demo-bar' }), admin.idToken, {
    eventName: word,
    startTime: new Date(start).toISOString(),
    status: 'UPCOMING',
  });
  const loungeManager = await sessions.signIn(demo.loungeManager);
  await createGuestListNight(apiBase, loungeManager, { name: word, start: new Date(start), capacity: 5 });

  // The venue page: the flyer grid keeps two columns on the screen, and the prize button stays in reach.
  await page.goto('/vendor/demo-bar');
  await expect(page.getByRole('region', { name: 'UPCOMING EVENTS' }).getByText(word)).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Prizes' })).toBeInViewport();

  // The Lusiv events page: the card's name wraps, its Book button stays on the screen.
  await page.goto('/lusiv/events');
  const card = page.getByRole('article').filter({ hasText: word });
  await card.scrollIntoViewIfNeeded();
  expect(await overflowOf(page)).toBe(0);
  await expect(card.getByRole('button', { name: 'Book' })).toBeInViewport();
});
