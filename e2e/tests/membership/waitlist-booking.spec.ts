import type {
  CreateMembershipPaymentIntentResponse,
  MyReservationResponse,
  VerifySignInResponse,
} from '@queueless/contracts';
import {
  confirmSimulatedPayment,
  createMembershipPaymentIntent,
  createReservation,
  endpointPath,
  joinMembership,
} from '@queueless/contracts';
import { apiAs, createGuestListNight } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

/** A 1-month membership paid with the simulated provider's test card, as the join dialog does with its wallet. */
async function joinLusiv(baseURL: string, member: VerifySignInResponse) {
  const intent = await apiAs<CreateMembershipPaymentIntentResponse>(
    baseURL,
    endpointPath(createMembershipPaymentIntent),
    member.idToken,
    { amount: 2000, currency: 'usd', payment_method_types: ['card'], metadata: { duration: 1 } },
  );
  await apiAs(baseURL, endpointPath(confirmSimulatedPayment, { paymentIntentId: intent.paymentIntentId }), '', {
    clientSecret: intent.clientSecret,
    paymentMethod: {
      type: 'card',
      cardholderName: 'Wait Lister',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: '90015',
    },
  });
  await apiAs(baseURL, endpointPath(joinMembership), member.idToken, {
    paymentIntentId: intent.paymentIntentId,
    membershipDuration: 1,
    amount: 2000,
  });
}

test('the last spot goes while a member’s reserve sheet is open: the sheet says they are on the waitlist, which holds their one reservation until the account page lets them leave it', async ({
  apiBase,
  newPerson,
  newVenue,
  newPhone,
}) => {
  // A one-spot night at a lounge of its own, two days ahead.
  const venue = await newVenue({ vendor: { name: 'Harbor Lounge', guestlistEnabled: true } });
  const manager = await venue.staff('MANAGER');
  const start = new Date(Date.now() + 2 * 86_400_000);
  const name = `One Spot Night ${Date.now().toString(36)}`;
  const glevent = await createGuestListNight(apiBase, manager, {
    name,
    start,
    capacity: 1,
    vendorId: venue.vendorId,
    venueName: venue.vendorName,
  });
  // Two newcomers of this journey's own, who become members through the API.
  const [quick, late] = [await newPerson(), await newPerson()];
  await joinLusiv(apiBase, quick);
  await joinLusiv(apiBase, late);

  // The late member opens the sheet while one spot is left…
  const page = await newPhone(late);
  await page.goto('/lusiv/events');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('1 spot left')).toBeVisible();
  await card.getByRole('button', { name: 'Book' }).click();
  const sheet = page.getByRole('dialog', { name: 'Reserve your spot for this event' });
  await expect(sheet.getByText('Uses 1 event credit. Harbor Lounge.')).toBeVisible();

  // …the other member takes it meanwhile, and the late tap lands on the waitlist.
  const taken = await apiAs<MyReservationResponse>(
    apiBase,
    endpointPath(createReservation, { vendorId: venue.vendorId, gleventId: glevent.gleventId }),
    quick.idToken,
    { quantity: 1, vendorId: venue.vendorId },
  );
  expect(taken.reservation.reservationStatus).toBe('CONFIRMED');
  await sheet.getByRole('button', { name: 'RESERVE NOW' }).click();
  await expect(sheet.getByRole('status')).toHaveText(
    'You’re on the waitlist. The event is full, so no credit was used; if a spot opens up we’ll text you and use 1 credit.',
  );
  await expectAccessible(page, 'the reserve sheet saying the booking is on the waitlist');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('You have 4 credits available.')).toBeVisible();
  // A place in line is an active reservation (decision 013): while in it, no other booking beside it. The banner and
  // the event's card say it is the waitlist, not a reserved spot.
  await expect(page.getByRole('button', { name: 'On the waitlist' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('On the waitlist');

  // On the account page the place in line can be given up.
  await page.goto('/account');
  const reservations = page.getByRole('region', { name: 'Guest List Reservations' });
  const item = reservations.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('Waitlisted', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Leave waitlist' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave the waitlist?' });
  await expect(confirm).toContainText('You will lose your place in line.');
  await expectAccessible(page, 'the account page asking before leaving the waitlist');
  await confirm.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(confirm).toBeHidden();
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Leave waitlist' })).toHaveCount(0);

  // Free to book again: the full event's sheet says up front what booking it means.
  await page.goto('/lusiv/events');
  await card.getByRole('button', { name: 'Book' }).click();
  await expect(sheet.getByText(/^This event is full\. Booking puts you on the waitlist/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
});
