import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { GuestListResponse, Order, SignedCodeResponse } from '@queueless/contracts';
import { endpointPath, getOrder, getOrderCode, listGuests } from '@queueless/contracts';
import { apiAs, createGuestListNight, createPaidOrder, sessionStorageState } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { watchCsp } from '../../csp.js';
import { expect, test } from '../../fixtures.js';

/**
 * Where the journeys' screenshots of the offline scanner go (390 px wide, the phone of chromium.ts): docs/screenshots at
 * the repository's root, whichever folder the journeys run from (a relative path went to e2e/docs/ under `npm test`).
 */
const shots = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

type Guest = { reservationId: string; name: string; code: string };

async function addGuests(apiBase: string, gleventId: string, count: number): Promise<Guest[]> {
  const response = await fetch(`${apiBase}/dev/e2e/guests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gleventId, count }),
  });
  if (response.status !== 201) throw new Error(`guests: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { guests: Guest[] }).guests;
}

/** Makes this phone's browser an offline device for the location's bar or its one upcoming event. */
async function makeReady(page: Page, locationId: string, name: string) {
  await page.goto(`/staff/location/${locationId}/offline`);
  await page.getByLabel('Device name').fill(name);
  await page.getByRole('button', { name: 'Make ready for offline' }).click();
  await expect(page.getByTestId('synced-ago')).toHaveText('Synced just now', { timeout: 30_000 });
}

/** Types a code and taps Check, as fast as a keyboard scanner would: it does not wait for the answer. */
async function scan(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

const waiting = (page: Page) => page.getByTestId('waiting-count');
const scansWaiting = (count: number) => (count === 1 ? '1 scan waiting' : `${count} scans waiting`);

/** One scan let through after another: each waits for the page to count it as queued (never for a time). */
async function scanEach(page: Page, codes: string[], alreadyWaiting = 0) {
  for (const [i, code] of codes.entries()) {
    await scan(page, code);
    await expect(waiting(page)).toHaveText(scansWaiting(alreadyWaiting + i + 1), { timeout: 20_000 });
  }
}

const deviceCalls = '**/offline-service/v1/device/**';

/**
 * The network gone: the browser offline, and the device's calls refused too (a request already on its way when the
 * switch is thrown could still land), once the page itself says it is offline.
 */
async function goOffline(page: Page) {
  await page.route(deviceCalls, (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function goOnline(page: Page) {
  await page.unroute(deviceCalls);
  await page.context().setOffline(false);
}

test('two door phones check in the same guests offline; both sync; the conflicts are reported once each', async ({
  apiBase,
  newVenue,
  newPhone,
}) => {
  test.setTimeout(180_000);
  const venue = await newVenue({ vendor: { guestlistEnabled: true } });
  const night = await createGuestListNight(apiBase, venue.superAdmin, {
    name: 'Offline Night',
    start: new Date(Date.now() + 3_600_000),
    capacity: 60,
    vendorId: venue.vendorId,
    venueName: venue.vendorName,
  });
  const guests = await addGuests(apiBase, night.gleventId, 40);
  const north = await newPhone(await venue.staff('STAFF', 'Nora North'));
  const side = await newPhone(await venue.staff('STAFF', 'Sid Side'));
  await makeReady(north, venue.locationId, 'North gate');
  await makeReady(side, venue.locationId, 'Side door');
  await expectAccessible(north, 'the offline scanner');

  // The network goes: the north gate checks in 30 guests from its own data.
  await goOffline(north);
  await scanEach(
    north,
    guests.slice(0, 30).map((guest) => guest.code),
  );
  await expect(north.getByTestId('scan-feedback')).toContainText(guests[29]!.name);
  await expect(north.getByTestId('scan-feedback')).toContainText('OFFLINE');
  await expect(waiting(north)).toHaveText('30 scans waiting');
  await expect(north.getByTestId('network-state')).toHaveText('Offline');
  // The same guest again on this device: refused. A forged code (another guest's id in a valid code): refused.
  await scan(north, guests[0]!.code);
  await expect(north.getByTestId('scan-feedback')).toContainText('Already checked in here');
  await scan(north, guests[0]!.code.replace(guests[0]!.reservationId, guests[35]!.reservationId));
  await expect(north.getByTestId('scan-feedback')).toContainText('Forged or altered code');
  await north.screenshot({ path: `${shots}/offline-door-390.png`, fullPage: true });

  // The side door, apart too, lets in 10 of the same guests, typed as fast as its keyboard scanner sends them (each
  // code taken as Check is tapped, none lost to the answer of the one before: the CI failure, 18 of 20).
  await goOffline(side);
  for (const guest of guests.slice(20, 30)) await scan(side, guest.code);
  await expect(waiting(side)).toHaveText('10 scans waiting', { timeout: 20_000 });
  await expect(side.getByTestId('scan-feedback')).toContainText(guests[29]!.name);

  // The north gate's network comes back but the server stops answering uploads; the page is reloaded: nothing lost.
  await north.route('**/offline-service/v1/device/scans', (route) => route.abort('connectionreset'));
  await goOnline(north);
  await north.reload();
  await expect(waiting(north)).toHaveText('30 scans waiting');

  // The side door syncs first (by itself, on reconnect), then the north gate.
  const reconnectedAt = Date.now();
  await goOnline(side);
  await expect(waiting(side)).toHaveText('0 scans waiting', { timeout: 30_000 });
  const sideSynced = Date.now() - reconnectedAt;
  // The server answers the north gate again only now, so the side door's scans were first.
  await north.unroute('**/offline-service/v1/device/scans');
  await expect(north.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await north.getByRole('button', { name: 'Sync now' }).click();
  await expect(waiting(north)).toHaveText('0 scans waiting', { timeout: 30_000 });
  test.info().annotations.push({ type: 'reconnect-to-synced-ms', description: String(sideSynced) });
  console.log(`offline door: reconnect to all synced (10 scans) ${sideSynced} ms`);

  // The north gate's 10 scans of guests the side door let in first are its conflicts.
  await expect(north.getByTestId('device-conflicts').getByRole('listitem')).toHaveCount(10);
  await north.screenshot({ path: `${shots}/offline-door-conflicts-390.png`, fullPage: true });
  const list = await apiAs<GuestListResponse>(
    apiBase,
    endpointPath(listGuests, { vendorId: venue.vendorId, gleventId: night.gleventId }),
    venue.superAdmin.idToken,
  );
  expect(list.reservations.filter((row) => row.reservationStatus === 'CHECKED_IN')).toHaveLength(30);
  expect(list.glevent.reservedCount).toBe(40);

  // The manager sees both devices and the 10 conflicts: who, where, when.
  const manager = await newPhone(venue.superAdmin);
  await manager.goto(`/staff/location/${venue.locationId}/${venue.vendorId}/devices`);
  await expect(manager.getByTestId('device-row')).toHaveCount(2);
  await expect(manager.getByTestId('scan-reports').getByRole('listitem')).toHaveCount(10);
  await expect(manager.getByTestId('scan-reports')).toContainText('First used at Side door');
  await expectAccessible(manager, 'the offline devices page');
  await manager.screenshot({ path: `${shots}/offline-devices-390.png`, fullPage: true });

  // Revoked: the side door's next call wipes it.
  manager.once('dialog', (dialog) => void dialog.accept());
  await manager.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(manager.getByText('Revoked')).toHaveCount(1);
});

test('a bar tablet hands over 20 orders offline and syncs them by itself', async ({
  apiBase,
  newVenue,
  newPerson,
  newPhone,
}) => {
  test.setTimeout(180_000);
  const venue = await newVenue();
  const customer = await newPerson();
  const orders: Order[] = [];
  for (let i = 0; i < 20; i++) {
    orders.push(
      await createPaidOrder(apiBase, customer, {
        vendorLocationId: venue.locationId,
        cartItems: [{ productId: venue.product('House Lager').productId, quantity: 1 }],
      }),
    );
  }
  const codes = await Promise.all(
    orders.map(
      async (order) =>
        (
          await apiAs<SignedCodeResponse>(
            apiBase,
            endpointPath(getOrderCode, { userId: customer.user.userId, orderId: order.orderId }),
            customer.idToken,
          )
        ).code,
    ),
  );
  const bar = await newPhone(await venue.staff('STAFF', 'Bea Bar'));
  await makeReady(bar, venue.locationId, 'Bar tablet');
  await goOffline(bar);
  await scanEach(bar, codes);
  await expect(bar.getByTestId('scan-feedback')).toContainText('Handed over');
  await bar.screenshot({ path: `${shots}/offline-bar-390.png`, fullPage: true });
  const reconnectedAt = Date.now();
  await goOnline(bar);
  await expect(waiting(bar)).toHaveText('0 scans waiting', { timeout: 30_000 });
  console.log(`offline bar: reconnect to all synced (20 scans) ${Date.now() - reconnectedAt} ms`);
  for (const order of orders) {
    const { order: after } = await apiAs<{ order: Order }>(
      apiBase,
      endpointPath(getOrder, { userId: customer.user.userId, orderId: order.orderId }),
      customer.idToken,
    );
    expect(after.status).toBe('COMPLETE');
  }
});

test('a 2,000-guest event downloads to a door phone on the Lighthouse mobile link (measured, printed)', async ({
  apiBase,
  newVenue,
  newPhone,
}) => {
  test.setTimeout(240_000);
  const venue = await newVenue({ vendor: { guestlistEnabled: true } });
  const night = await createGuestListNight(apiBase, venue.superAdmin, {
    name: 'Big Night',
    start: new Date(Date.now() + 3_600_000),
    capacity: 2000,
    vendorId: venue.vendorId,
    venueName: venue.vendorName,
  });
  await addGuests(apiBase, night.gleventId, 2000);
  const door = await newPhone(await venue.staff('STAFF', 'Dee Door'));
  await door.goto(`/staff/location/${venue.locationId}/offline`);
  await door.getByLabel('Device name').fill('Main gate');
  // Lighthouse's mobile link (NOTES.md): 150 ms RTT, 1.6 Mbps down, 750 kbps up.
  const cdp = await door.context().newCDPSession(door);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.includes('/offline-service/v1/device/data')) sizes.set(event.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (sizes.has(event.requestId)) sizes.set(event.requestId, event.encodedDataLength);
  });
  const started = Date.now();
  const [response] = await Promise.all([
    door.waitForResponse((r) => r.url().includes('/offline-service/v1/device/data')),
    door.getByRole('button', { name: 'Make ready for offline' }).click(),
  ]);
  const body = await response.body();
  await expect(door.getByTestId('synced-ago')).toHaveText('Synced just now', { timeout: 60_000 });
  const readyMs = Date.now() - started;
  await expect.poll(() => [...sizes.values()][0] ?? 0).toBeGreaterThan(0);
  const onWire = [...sizes.values()][0] ?? 0;
  console.log(
    `offline door: 2,000-guest download ${(body.length / 1024).toFixed(0)} kB JSON, ${(onWire / 1024).toFixed(0)} kB on the wire; ` +
      `enrol tap to ready (stored in IndexedDB) ${readyMs} ms on the Lighthouse mobile link`,
  );
  expect(JSON.parse(body.toString()).reservations).toHaveLength(2000);
});

/**
 * Waits until the service worker controls the page and keeps what a cold start offline needs: the app shell (its
 * precache), this page's HTML and every script and style the page loaded (the staff pages' chunks among them).
 */
async function waitUntilKeptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      const pages = await caches.open('ql-pages');
      if (!(await pages.match(location.href))) return false;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
      const assets = await caches.open('ql-assets');
      const kept = await Promise.all(files.map((url) => assets.match(url.href)));
      return files.length > 0 && kept.every(Boolean);
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
}

test('a door phone starts cold with no network: the scanner opens from the service worker and its own data, then syncs', async ({
  apiBase,
  newVenue,
  newPhone,
}) => {
  test.setTimeout(180_000);
  const venue = await newVenue({ vendor: { guestlistEnabled: true } });
  const night = await createGuestListNight(apiBase, venue.superAdmin, {
    name: 'Cold Start Night',
    start: new Date(Date.now() + 3_600_000),
    capacity: 10,
    vendorId: venue.vendorId,
    venueName: venue.vendorName,
  });
  const guests = await addGuests(apiBase, night.gleventId, 5);
  const door = await newPhone(await venue.staff('STAFF', 'Cole Cold'));
  await makeReady(door, venue.locationId, 'Cold gate');
  await waitUntilKeptForOffline(door);

  // The network goes; three guests in; then the page is closed in the middle of the queue (the phone's browser shut).
  await goOffline(door);
  await scanEach(
    door,
    guests.slice(0, 3).map((guest) => guest.code),
  );
  const context = door.context();
  await door.close();

  // Opened again with no network at all: the page, its code and the device's data come from this phone alone.
  const again = await context.newPage();
  await again.route(deviceCalls, (route) => route.abort('internetdisconnected'));
  const opened = await again.goto(`/staff/location/${venue.locationId}/offline`);
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(waiting(again)).toHaveText('3 scans waiting', { timeout: 30_000 });
  await expect(again.getByTestId('network-state')).toHaveText('Offline');
  await scan(again, guests[0]!.code);
  await expect(again.getByTestId('scan-feedback')).toContainText('Already checked in here');
  await scanEach(again, [guests[3]!.code], 3);
  await expect(again.getByTestId('scan-feedback')).toContainText('OFFLINE');
  await again.screenshot({ path: `${shots}/offline-cold-start-390.png`, fullPage: true });

  // Back online: the queue goes up by itself.
  const reconnectedAt = Date.now();
  await goOnline(again);
  await expect(waiting(again)).toHaveText('0 scans waiting', { timeout: 30_000 });
  console.log(`offline door after a cold start: reconnect to all synced (4 scans) ${Date.now() - reconnectedAt} ms`);
  const list = await apiAs<GuestListResponse>(
    apiBase,
    endpointPath(listGuests, { vendorId: venue.vendorId, gleventId: night.gleventId }),
    venue.superAdmin.idToken,
  );
  expect(list.reservations.filter((row) => row.reservationStatus === 'CHECKED_IN')).toHaveLength(4);
});

test('a door laptop whose camera never ran online reads a guest’s QR code with no network after a cold start', async ({
  apiBase,
  newVenue,
  launchCamera,
}) => {
  test.setTimeout(180_000);
  const venue = await newVenue({ vendor: { guestlistEnabled: true } });
  const night = await createGuestListNight(apiBase, venue.superAdmin, {
    name: 'Camera Night',
    start: new Date(Date.now() + 3_600_000),
    capacity: 10,
    vendorId: venue.vendorId,
    venueName: venue.vendorName,
  });
  const [guest] = await addGuests(apiBase, night.gleventId, 1);
  // The camera shows the guest's code from its first stream on. A laptop (wide screen, a mouse) waits for a tap on
  // Start camera, so its camera, and with it the decoder, never runs while online.
  const camera = await launchCamera(guest!.code);
  const context = await camera.browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: apiBase,
    permissions: ['camera'],
    storageState: sessionStorageState(apiBase, await venue.staff('STAFF', 'Cam Door')),
  });
  await watchCsp(context);
  // Headless Chromium reports no fine pointer, so this laptop's page is told it has a mouse (what decision 082's
  // back-office rule reads); every other query is the browser's own.
  await context.addInitScript(() => {
    const own = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('pointer: fine')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
          } as MediaQueryList)
        : own(query);
  });
  const door = await context.newPage();
  await makeReady(door, venue.locationId, 'Camera gate');
  await expect(door.getByRole('button', { name: 'Start camera' })).toBeVisible();
  // Enrolled offline-ready: the device fetched the decoder into the service worker's cache itself.
  await expect(door.getByTestId('camera-offline')).toHaveText('Camera ready offline', { timeout: 30_000 });
  await waitUntilKeptForOffline(door);
  await expect(door.getByRole('button', { name: 'Start camera' })).toBeVisible();

  // The network goes and the page is closed; opened again with none, the camera is started for the first time.
  await goOffline(door);
  await door.close();
  const again = await context.newPage();
  await again.route(deviceCalls, (route) => route.abort('internetdisconnected'));
  await again.goto(`/staff/location/${venue.locationId}/offline`);
  await expect(again.getByTestId('network-state')).toHaveText('Offline', { timeout: 30_000 });
  await expect(again.getByTestId('camera-offline')).toHaveText('Camera ready offline', { timeout: 30_000 });
  await again.getByRole('button', { name: 'Start camera' }).click();
  // The camera keeps reading the same code (later reads are refused as already in): the first one is queued.
  await expect(waiting(again)).toHaveText('1 scan waiting', { timeout: 30_000 });
  await expect(
    again.getByRole('listitem').filter({ hasText: guest!.name }).filter({ hasText: 'Checked in · waiting' }),
  ).toHaveCount(1);

  // Back online, the scan goes up by itself.
  await goOnline(again);
  await expect(waiting(again)).toHaveText('0 scans waiting', { timeout: 30_000 });
  const list = await apiAs<GuestListResponse>(
    apiBase,
    endpointPath(listGuests, { vendorId: venue.vendorId, gleventId: night.gleventId }),
    venue.superAdmin.idToken,
  );
  expect(list.reservations.find((row) => row.reservationId === guest!.reservationId)?.reservationStatus).toBe(
    'CHECKED_IN',
  );
});
