import type { EventResponse, GleventResponse } from '@queueless/contracts';
import { demo, expect, test } from '../../fixtures.js';

async function post<T>(baseURL: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

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
  await post<EventResponse>(apiBase, '/event-service/v1/admin/vendors/demo-bar/events', admin.idToken, {
    eventName: word,
    startTime: new Date(start).toISOString(),
    status: 'UPCOMING',
  });
  const loungeManager = await sessions.signIn(demo.loungeManager);
  await post<GleventResponse>(apiBase, '/guestlist-service/v1/vendors/skyline-lounge/glevents', loungeManager.idToken, {
    name: word,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 4 * 3_600_000).toISOString(),
    guestlistCapacity: 5,
    venueName: 'Skyline Lounge',
    addressLine1: '6250 Hollywood Blvd',
    city: 'Los Angeles',
    state: 'CA',
    country: 'US',
    zipCode: '90028',
    latitude: 34.1005,
    longitude: -118.3253,
  });

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
