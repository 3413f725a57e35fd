import type { MyReservationResponse, VendorGleventsResponse } from '@queueless/contracts';
import { createReservation, endpointPath, listVendorGlevents } from '@queueless/contracts';
import { apiAs, sessionStorageState, signInByApi } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { demo, expect, test } from '../../fixtures.js';

/** Skyline Lounge's door person (STAFF) and two seeded guests with no reservation yet (seed/guestlists.ts). */
const doorStaff = '+12135550106';
const rosa = '+12135550156';
const theo = '+12135550157';

/** "2026-11-24": `days` from today in the browser's time zone (the test's Chromium runs in the machine's). */
function isoDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('the Skyline manager creates a guest-list event; at the door a STAFF member checks one guest in by name and another by QR code', async ({
  apiBase,
  sessions,
  newPhone,
  launchCamera,
}) => {
  // Two phones and a camera browser: about 30 s on a quiet machine; the margin is for a busy one.
  test.setTimeout(120_000);
  const eventName = `Door Night ${Date.now().toString(36)}`;

  // The manager creates the event with the built-in address autocomplete.
  const managerSession = await sessions.signIn(demo.loungeManager);
  const manager = await newPhone(managerSession);
  await manager.goto('/staff/location/SKY01');
  await manager.getByRole('link', { name: /^Guest List Events/ }).click();
  await expect(manager.getByRole('heading', { name: 'Guest List Events' })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Upcoming' })).toBeVisible();
  await expectAccessible(manager, 'guest-list events');
  await manager.getByRole('link', { name: 'Add Guest List Event' }).click();
  await manager.getByLabel('Event name').fill(eventName);
  await manager.getByLabel('Start time date').fill(isoDate(1));
  await manager.getByLabel('Start time hour').selectOption('9');
  await manager.getByLabel('Start time minute').selectOption('30');
  await manager.getByLabel('Start time AM or PM').selectOption('PM');
  await manager.getByLabel('End time date').fill(isoDate(1));
  await manager.getByLabel('End time hour').selectOption('11');
  await manager.getByLabel('End time minute').selectOption('55');
  await manager.getByLabel('End time AM or PM').selectOption('PM');
  await manager.getByLabel('Guest list capacity').fill('50');
  await expect(manager.getByLabel('Venue name')).toHaveValue('Skyline Lounge');

  const submit = manager.getByRole('button', { name: 'Create Guest List Event' });
  const address = manager.getByRole('combobox', { name: 'Venue address' });
  await address.fill('6250 Hollywood Blvd, Los Angeles, CA 90028');
  // Typed is not picked: submit waits for a pick from the dropdown.
  await expect(submit).toBeDisabled();
  const suggestion = manager.getByRole('option', { name: '6250 Hollywood Blvd, Los Angeles, CA 90028' });
  await expect(suggestion).toBeVisible();
  await expectAccessible(manager, 'guest-list event form, address dropdown open');
  await suggestion.click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(manager.getByText('Guest list event created')).toBeVisible();
  await expect(manager).toHaveURL(/\/staff\/location\/SKY01\/guestlist-events$/);
  await expect(manager.getByRole('link', { name: new RegExp(`^${eventName}`) })).toBeVisible();

  // Two guests reserve through the API, as the customer pages do.
  const { upcomingGlevents } = await apiAs<VendorGleventsResponse>(
    apiBase,
    endpointPath(listVendorGlevents, { vendorId: 'skyline-lounge' }),
    managerSession.idToken,
  );
  const glevent = upcomingGlevents.find((event) => event.name === eventName);
  if (!glevent) throw new Error('The new event is not in the list.');
  expect(glevent).toMatchObject({ zipCode: '90028', state: 'CA', originalCapacity: 50, latitude: 34.1005 });
  const reserve = async (phoneNumber: string) => {
    const guest = await signInByApi(apiBase, phoneNumber);
    const { reservation } = await apiAs<MyReservationResponse>(
      apiBase,
      endpointPath(createReservation, { vendorId: 'skyline-lounge', gleventId: glevent.gleventId }),
      guest.idToken,
      { quantity: 1, vendorId: 'skyline-lounge' },
    );
    expect(reservation.reservationStatus).toBe('CONFIRMED');
    return reservation;
  };
  await reserve(rosa);
  const theoReservation = await reserve(theo);

  // At the door: the STAFF member's phone, whose camera will see Theo's reservation QR code.
  const camera = await launchCamera(theoReservation.reservationId);
  const door = await (
    await camera.newPhone({ storageState: sessionStorageState(apiBase, await sessions.signIn(doorStaff)) })
  ).newPage();
  await door.goto('/staff/location/SKY01/guestlist-events');
  await expect(door.getByRole('link', { name: 'Add Guest List Event' })).toHaveCount(0);
  await door.getByRole('link', { name: new RegExp(`^${eventName}`) }).click();
  await expect(door.getByRole('heading', { name: eventName })).toBeVisible();
  const counts = door.getByRole('region', { name: 'Counts' });
  await expect(counts).toContainText('0Checked in');
  await expect(counts).toContainText('2Reserved');
  await expect(counts).toContainText('50Capacity');

  // Rosa, found by name as it is typed.
  await door.getByLabel('Search guests').fill('ros');
  const guests = door.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await guests.getByRole('button', { name: 'Check In Rosa Alvarez' }).click();
  await expect(door.getByText('Rosa Alvarez · 1 guest')).toBeVisible();
  await expect(guests.getByRole('listitem').filter({ hasText: 'Rosa Alvarez' })).toContainText('Checked In');
  await expect(guests.getByRole('button', { name: 'Check In Rosa Alvarez' })).toBeDisabled();
  await expect(counts).toContainText('1Checked in');

  // Theo, by his QR code.
  await door.getByLabel('Search guests').fill('');
  await door.getByRole('button', { name: 'Scan QR' }).click();
  const status = door.getByRole('status', { name: 'Scan result' });
  await expect(status).toContainText('Checked in · Theo Lambert · 1 guest');
  await expect(guests.getByRole('listitem').filter({ hasText: 'Theo Lambert' })).toContainText('Checked In');
  await expect(counts).toContainText('2Checked in');
  // The camera still sees the same code once the scanner's pause (2.5 s) is over: Theo was let in once, and the
  // screen keeps saying so, never a red 'Already checked in'.
  await door.waitForTimeout(4_000);
  await expect(status).toContainText('Checked in · Theo Lambert · 1 guest');
  await expect(status).not.toContainText('Already checked in');
  await expectAccessible(door, 'guest list at the door, scanning');
});
