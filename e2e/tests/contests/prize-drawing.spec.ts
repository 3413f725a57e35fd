import { sessionStorageState } from '../../api.js';
import { readSvgImage } from '../../fake-camera.js';
import { demo, expect, signInThroughPage, test } from '../../fixtures.js';

/** The demo bar's drawing tonight (seed/contests.ts): its prizes' odds add up to 1, so a first draw wins. */
const tonightEventId = 'EVT-DEMO-TONIGHT';

test('a guest opens the venue page, orders, signs in for a ticket, wins the drawing, and staff hand the prize over', async ({
  apiBase,
  newPhone,
  launchCamera,
  newPhoneNumber,
  sessions,
}) => {
  // The guest of this journey, new to the app.
  const guestPhone = newPhoneNumber();
  const guest = await newPhone();
  await guest.goto('/vendor/demo-bar');
  await expect(guest.getByRole('heading', { level: 1, name: 'Demo Bar' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Order Online' })).toBeVisible();
  await expect(guest.getByText('Skip the wait • Pick up anytime!')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Order from Main Bar' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Order from Patio Stand' })).toBeVisible();

  // Tonight's event with its flyer and details, then the upcoming flyers: the demo's have no ticketing page, so none
  // links anywhere (no placeholder shop).
  const tonight = guest.getByRole('region', { name: "Tonight's Event" });
  await expect(tonight.getByRole('heading', { name: 'Live Music Night' })).toBeVisible();
  await expect(tonight.getByRole('img', { name: 'Live Music Night flyer' })).toBeVisible();
  await expect(tonight.getByText('Live band on the main stage all night.')).toBeVisible();
  const upcoming = guest.getByRole('region', { name: 'UPCOMING EVENTS' });
  await expect(upcoming.getByRole('img', { name: /^Trivia Tuesday, .* flyer$/ })).toBeVisible();
  await expect(upcoming.getByRole('img', { name: /^Salsa Sunday, .* flyer$/ })).toBeVisible();
  await expect(upcoming.getByRole('link')).toHaveCount(0);
  await expect(guest.getByText('CLICK FOR PRIZES')).toBeVisible();

  // Ordering from a location opens its menu with the alcohol warning.
  await guest.getByRole('link', { name: 'Order from Main Bar' }).click();
  await expect(guest).toHaveURL(/\/location\/AD708$/);
  await expect(guest.getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })).toBeVisible();
  await guest.goBack();

  // A guest sees the prizes and is asked to sign in, and comes back to the venue page afterwards.
  await guest.getByRole('button', { name: 'Prizes' }).click();
  let drawing = guest.getByRole('dialog', { name: 'Prize Drawing' });
  await expect(drawing.getByText('Free Drink')).toBeVisible();
  await drawing.getByRole('link', { name: 'Sign In to Try Your Luck' }).click();
  await expect(guest).toHaveURL(/\/signin$/);
  await signInThroughPage(guest, guestPhone);
  await expect(guest).toHaveURL(/\/vendor\/demo-bar$/);

  // Signed in, the sign-in ticket arrives; the draw needs the terms ticked.
  await guest.getByRole('button', { name: 'Prizes' }).click();
  drawing = guest.getByRole('dialog', { name: 'Prize Drawing' });
  await expect(drawing.getByText('Tickets: 1')).toBeVisible();
  const tryLuck = drawing.getByRole('button', { name: 'Try Your Luck' });
  await expect(tryLuck).toBeDisabled();
  await drawing.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await tryLuck.click();
  await expect(drawing.getByText('Drawing…')).toBeVisible();
  await expect(drawing.getByText('You won!')).toBeVisible({ timeout: 15_000 });
  const claimCode = (await drawing.getByText(/^[A-Z2-9]{8}$/).textContent()) ?? '';
  expect(claimCode).toMatch(/^[A-Z2-9]{8}$/);
  await drawing.getByRole('button', { name: 'Awesome' }).click();
  await expect(drawing.getByRole('button', { name: 'No Tickets Left' })).toBeDisabled();
  // The terms choice is remembered on this device.
  await expect(drawing.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' })).toBeChecked();

  // The Rewards Center shows the prize with its claim code as text and as a QR code.
  await drawing.getByRole('link', { name: 'Rewards Center' }).click();
  await expect(guest).toHaveURL(new RegExp(`/vendor/demo-bar/rewards/${tonightEventId}$`));
  await expect(guest.getByTestId('reward-points')).toHaveText('0');
  await expect(guest.getByTestId('reward-redeemed')).toHaveText('0');
  const active = guest.getByRole('region', { name: 'Active Rewards' });
  await expect(active.getByTestId('claim-code')).toHaveText(claimCode);
  const claimQr = await readSvgImage(active.getByRole('img', { name: `Claim QR code ${claimCode}` }));

  // Staff scan the winner's claim QR code from the location menu.
  const camera = await launchCamera(claimQr);
  const staffSession = await sessions.signIn(demo.staff);
  const staff = await (await camera.newPhone({ storageState: sessionStorageState(apiBase, staffSession) })).newPage();
  await staff.goto('/staff/location/AD708');
  await staff.getByRole('link', { name: /Claim Prize/ }).click();
  await expect(staff.getByText('Prize received')).toBeVisible();
  await expect(staff.getByText(claimCode)).toBeVisible();

  // The guest's Rewards Center now shows it claimed.
  await guest.reload();
  const past = guest.getByRole('region', { name: 'Past Rewards' });
  await expect(past.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(guest.getByTestId('reward-redeemed')).toHaveText('1');
  await expect(guest.getByRole('region', { name: 'Active Rewards' }).getByText(/No active rewards/)).toBeVisible();

  // A second scan of the same code is refused.
  await staff.getByRole('button', { name: 'Scan next prize' }).click();
  await expect(staff.getByText('This prize has already been claimed.')).toBeVisible();
});
