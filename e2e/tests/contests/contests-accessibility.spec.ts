import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

test('the venue page, the guest’s drawing dialog and the drawing terms pass axe at phone size', async ({
  newPhone,
}) => {
  const visitor = await newPhone();
  await visitor.goto('/vendor/demo-bar');
  await expect(visitor.getByText('CLICK FOR PRIZES')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Live Music Night' })).toBeVisible();
  await expectAccessible(visitor, 'the venue page with the prize tooltip');
  await visitor.getByRole('button', { name: 'Prizes' }).click();
  await expect(visitor.getByRole('link', { name: 'Sign In to Try Your Luck' })).toBeVisible();
  await expectAccessible(visitor, 'the drawing dialog for a guest');
  await visitor.goto('/prize-drawing-terms');
  await expect(visitor.getByText('Effective 05-01-2025')).toBeVisible();
  await expectAccessible(visitor, 'the drawing terms');
  await visitor.goto('/vendor/skyline-lounge');
  await expect(visitor.getByText('No events found for this vendor.')).toBeVisible();
  await expectAccessible(visitor, 'a venue page without events');
});

test('a winner’s drawing result, Rewards Center and Recent Rewards pass axe at phone size', async ({
  newPerson,
  newPhone,
}) => {
  // The winner of this journey, new to the app, at the demo bar's drawing tonight.
  const winner = await newPhone(await newPerson());
  await winner.goto('/vendor/demo-bar');
  await winner.getByRole('button', { name: 'Prizes' }).click();
  const drawing = winner.getByRole('dialog', { name: 'Prize Drawing' });
  await expect(drawing.getByText('Tickets: 1')).toBeVisible();
  await expectAccessible(winner, 'the drawing dialog with a ticket');
  await drawing.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await drawing.getByRole('button', { name: 'Try Your Luck' }).click();
  await expect(drawing.getByText('You won!')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(winner, 'the winning result');
  await winner.goto('/vendor/demo-bar/rewards/EVT-DEMO-TONIGHT');
  await expect(winner.getByTestId('claim-code')).toBeVisible();
  await expectAccessible(winner, 'the Rewards Center');
  await winner.goto('/account');
  await expect(winner.getByRole('heading', { name: 'Recent Rewards' })).toBeVisible();
  await expect(winner.getByText('Pending')).toBeVisible();
  await expectAccessible(winner, 'the account page with Recent Rewards');
});

test('the staff claim page with a refused code passes axe at phone size', async ({ newPhone, newVenue }) => {
  const venue = await newVenue();
  // No camera in this browser: the camera error shows beside the typed-code form.
  const staffPage = await newPhone(await venue.staff('STAFF'));
  await staffPage.goto(`/staff/location/${venue.locationId}/claim-reward`);
  await staffPage.getByLabel('Claim code').fill('ZZZZZZZZ');
  await staffPage.getByRole('button', { name: 'Claim prize' }).click();
  await expect(staffPage.getByText('No reward has this claim code.')).toBeVisible();
  await expectAccessible(staffPage, 'the staff claim page with an error');
});
