import type { Page } from '@playwright/test';
import { endpointPath, listGuests, listVendorEvents, listVendorGlevents } from '@queueless/contracts';
import { demo, expect, test } from '../../fixtures.js';

/** A name typed without a space, as long as the contracts allow (200 characters). */
const unbroken = 'Supercalifragilistic'.repeat(10);

/** The page's answers from `path` pass through with `rename` applied: no data is written for the test. */
async function renameIn(page: Page, path: string, rename: (body: Record<string, unknown>) => void) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    rename(body);
    await route.fulfill({ response, json: body });
  });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a name without spaces breaks in its card and heading instead of widening the page (vendor events)', async ({
  sessions,
  newPhone,
}) => {
  const page = await newPhone(await sessions.signIn(demo.manager));
  await renameIn(page, endpointPath(listVendorEvents, { vendorId: 'demo-bar' }), (body) => {
    const [first] = body.events as { eventName: string }[];
    if (first) first.eventName = unbroken;
  });
  await page.goto('/staff/location/AD708/demo-bar/events');
  await expect(page.getByText(unbroken)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a name without spaces breaks in its card and heading instead of widening the page (guest lists)', async ({
  sessions,
  newPhone,
}) => {
  const page = await newPhone(await sessions.signIn(demo.loungeManager));
  const lengthen = (glevent: { name: string; venueName: string } | undefined) => {
    if (!glevent) return;
    glevent.name = unbroken;
    glevent.venueName = unbroken;
  };
  await renameIn(page, endpointPath(listVendorGlevents, { vendorId: 'skyline-lounge' }), (body) => {
    lengthen((body.upcomingGlevents as { name: string; venueName: string }[])[0]);
  });
  await renameIn(
    page,
    endpointPath(listGuests, { vendorId: 'skyline-lounge', gleventId: 'GLE-SKY-TONIGHT' }),
    (body) => {
      lengthen(body.glevent as { name: string; venueName: string });
    },
  );
  await page.goto('/staff/location/SKY01/guestlist-events');
  await expect(page.getByText(unbroken).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/staff/location/SKY01/guestlist-event/GLE-SKY-TONIGHT/guests');
  await expect(page.getByRole('heading', { name: unbroken })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
