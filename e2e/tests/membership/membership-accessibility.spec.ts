import { createMembershipPaymentIntent, endpointPath, getMyMembership, getSiteSettings } from '@queueless/contracts';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { demo, expect, test } from '../../fixtures.js';

/** Runs axe and the sideways-scroll check on the page as it is now. */
async function check(page: import('@playwright/test').Page, what: string) {
  await expectAccessible(page, what);
  await expectNoSidewaysScroll(page, what);
}

test('the membership pages pass axe at phone size for a visitor who is signed out', async ({ page }) => {
  // The operator's support address (SUPPORT_EMAIL, unset in the journeys' server) is where the landing's
  // 'Contact us' writes to.
  await page.route(`**${endpointPath(getSiteSettings)}`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ settings: { supportEmail: 'help@venue.example' } }),
    }),
  );
  await page.goto('/lusiv');
  await expect(page.getByRole('heading', { name: /All You Can Party/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:help@venue.example');
  await page.getByText('How do credits work?').click();
  await check(page, 'the Lusiv landing with an FAQ answer open');

  for (const path of ['/lusiv/events', '/membership/events']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Guest List Credit' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await check(page, `${path} signed out`);
  }
  await page.goto('/members');
  await expect(page.getByRole('link', { name: 'See the membership' })).toBeVisible();
  await check(page, 'the members page for a visitor');

  await page.goto('/join-lusiv');
  await page.getByText('3 Months').click();
  await expect(page.getByRole('button', { name: 'Sign in to pay' })).toBeVisible();
  await check(page, 'the join page signed out with a plan chosen');
});

test('a signed-in non-member’s membership dialog, wallet sheet and join page pass axe at phone size', async ({
  newPerson,
  newPhone,
}) => {
  // A person of its own: signed in, never a member.
  const page = await newPhone(await newPerson());
  await page.goto('/lusiv/events');
  const dialog = page.getByRole('dialog', { name: 'Join Lusiv' });
  await expect(dialog.getByText('Choose your plan')).toBeVisible();
  await check(page, 'the membership dialog, selection step');
  await dialog.getByText('1 Month').click();
  await expect(dialog.getByRole('button', { name: 'Pay with Apple Pay / Google Pay' })).toBeVisible();
  await check(page, 'the membership dialog, payment step');
  await dialog.getByRole('button', { name: 'Pay with Apple Pay / Google Pay' }).click();
  const wallet = page.getByRole('dialog', { name: 'Apple Pay / Google Pay' });
  await expect(wallet.getByText('Lusiv membership · $20.00')).toBeVisible();
  await check(page, 'the wallet sheet');
  await wallet.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Guest List Credit' })).toBeVisible();
  await check(page, 'the events page for a signed-in non-member');

  await page.goto('/members');
  await expect(page.getByRole('link', { name: 'See the membership' })).toBeVisible();
  await check(page, 'the members page for a non-member');

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'All You Can Party for $20?' })).toBeVisible();
  await check(page, 'the account page’s membership promo');

  // The wallet cannot be prepared: the spec's message, and 'Contact Support' leading to the Help Center.
  await page.route(`**${endpointPath(createMembershipPaymentIntent)}`, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'PROVIDER_FAILED', message: 'The payment provider is down.' } }),
    }),
  );
  await page.goto('/join-lusiv');
  await page.getByText('3 Months').click();
  await expect(page.getByText('Failed to create payment request. Please try again.')).toBeVisible();
  const contactSupport = page.getByRole('link', { name: 'Contact Support' });
  await expect(contactSupport).toBeVisible();
  await check(page, 'the join page with the wallet’s Contact Support fallback');
  await contactSupport.click();
  await expect(page).toHaveURL(/\/account#help-center$/);
  await expect(page.getByText('Payment Failed: Please try again or use a different payment method.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeInViewport();
});

test('a member’s pages and the account page’s reservations pass axe at phone size', async ({ newPhone, sessions }) => {
  const page = await newPhone(await sessions.signIn(demo.customer));
  await page.goto('/members');
  await expect(page.getByText('Available credits')).toBeVisible();
  await check(page, 'the members page for a member');

  await page.goto('/lusiv/events');
  await expect(page.getByText(/You have \d+ credits? available\./)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await check(page, 'the events page for a member');

  await page.goto('/account');
  const reservations = page.getByRole('region', { name: 'Guest List Reservations' });
  await expect(reservations).toBeVisible();
  await expect(reservations.getByRole('status', { name: 'Loading reservations' })).toHaveCount(0);
  await expect(
    reservations.getByRole('listitem').or(reservations.getByText('No reservations yet.')).first(),
  ).toBeVisible();
  await check(page, 'the account page’s Guest List Reservations');

  // A failed membership read says so (never "not a member") and offers to try again.
  await page.route(`**${endpointPath(getMyMembership)}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again.' } }),
    }),
  );
  await page.goto('/members');
  // 5xx answers are retried three times (about 7 s) before the page gives up.
  await expect(page.getByText('Unable to load your membership. Please try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'See the membership' })).toHaveCount(0);
  await check(page, 'the members page when the membership cannot be read');
  await page.unroute(`**${endpointPath(getMyMembership)}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Available credits')).toBeVisible();
});
