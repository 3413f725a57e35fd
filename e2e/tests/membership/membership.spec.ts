import { expect, signInThroughPage, test } from '../../fixtures.js';

test('a visitor joins Lusiv with the wallet, books an event with a credit, shows its QR code and cancels it', async ({
  page,
  newPhoneNumber,
}) => {
  // A phone of its own, so the journey starts as a first-time visitor who is not a member.
  const newcomer = newPhoneNumber();
  // Signed out, the banner sends the visitor to sign in, and back.
  await page.goto('/lusiv/events');
  await expect(page.getByRole('heading', { name: 'Events near you' })).toBeVisible();
  await page.getByRole('button', { name: 'Guest List Credit' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughPage(page, newcomer);
  await expect(page).toHaveURL(/\/lusiv\/events$/);

  // Signed in without a membership profile: the membership dialog opens by itself.
  const dialog = page.getByRole('dialog', { name: 'Join Lusiv' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('1 Month').click();
  await dialog.getByRole('button', { name: 'Pay with Apple Pay / Google Pay' }).click();
  const wallet = page.getByRole('dialog', { name: 'Apple Pay / Google Pay' });
  await expect(wallet.getByText('Lusiv membership · $20.00')).toBeVisible();
  await wallet.getByLabel('Name on the wallet').fill('Ada Lovelace King');
  await wallet.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(page.getByText('Your membership has been activated successfully.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Lusiv!' })).toBeVisible();
  // After 2 s the profile is refreshed and the dialog closes.
  await expect(page.getByRole('dialog', { name: 'Welcome to Lusiv!' })).toBeHidden();
  await expect(page.getByText('You have 4 credits available.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select An Event To Book' })).toBeVisible();

  // Los Angeles: events grouped by month, with their map links; book one.
  await page.getByRole('button', { name: 'Los Angeles' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Rooftop Sessions' });
  await expect(card.getByRole('link', { name: /6250 Hollywood Blvd/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search/,
  );
  await card.getByRole('button', { name: 'Book' }).click();
  const sheet = page.getByRole('dialog', { name: 'Reserve your spot for this event' });
  await sheet.getByRole('button', { name: 'RESERVE NOW' }).click();
  // The booking is confirmed in the sheet, and the booked event is marked on its card.
  await expect(sheet.getByRole('status')).toHaveText(
    'You’re on the guest list for Rooftop Sessions. 1 credit was used; your QR code for the door is in your account.',
  );
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('You have 3 credits available.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Event Reserved' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('You’re on the guest list');
  await expect(card.getByRole('button', { name: 'Book' })).toHaveCount(0);
  // Another event cannot be booked beside it; why is a tooltip there, not text on every card.
  const other = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Book' }) })
    .first();
  await expect(other.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expect(other.getByRole('tooltip')).toHaveText('Only 1 active reservation allowed');

  // 'Event Reserved' opens the account page at the reservation, with its QR code for the door; it can be cancelled.
  await page.getByRole('button', { name: 'Event Reserved' }).click();
  await expect(page).toHaveURL(/\/account#guest-list-reservations$/);
  const reservations = page.getByRole('region', { name: 'Guest List Reservations' });
  await expect(reservations).toBeInViewport();
  await expect(reservations.getByText('Rooftop Sessions')).toBeVisible();
  await expect(
    reservations.getByRole('img', { name: /QR code for your reservation at Rooftop Sessions/ }),
  ).toBeVisible();
  await expect(reservations.getByText('3 credits')).toBeVisible();
  // Cancelling asks first (the button is right under the QR code shown at the door); keeping it changes nothing.
  await reservations.getByRole('button', { name: 'Cancel reservation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
  await expect(confirm).toContainText('Rooftop Sessions');
  await confirm.getByRole('button', { name: 'Keep my spot' }).click();
  await expect(confirm).toBeHidden();
  await expect(reservations.getByText('Confirmed', { exact: true })).toBeVisible();
  await reservations.getByRole('button', { name: 'Cancel reservation' }).click();
  await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(confirm).toBeHidden();
  await expect(reservations.getByText('Cancelled')).toBeVisible();
  await expect(reservations.getByText('4 credits')).toBeVisible();
});

test('a non-member sees the membership promo on the account page', async ({ page, newPhoneNumber }) => {
  await page.goto('/signin');
  await signInThroughPage(page, newPhoneNumber());
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'All You Can Party for $20?' })).toBeVisible();
  await page.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/lusiv$/);
  await expect(page.getByRole('heading', { name: /All You Can Party/ })).toBeVisible();
});
