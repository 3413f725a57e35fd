import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { demo, expect, test } from '../../fixtures.js';

test("a manager edits the vendor's artist page without a rebuild; the public page shows it at once", async ({
  newPhone,
  sessions,
}) => {
  // The demo's artist page (Nova Lane) is what is edited.
  const manager = await newPhone(await sessions.signIn(demo.manager));
  await manager.goto('/staff/location/AD708');
  await manager.getByRole('link', { name: /Artist Pages/ }).click();
  await expect(manager).toHaveURL(/\/staff\/location\/AD708\/[^/]+\/artist-pages$/);
  await expect(manager.getByRole('heading', { name: 'Nova Lane' })).toBeVisible();
  await expectAccessible(manager, 'the artist pages editor');
  await expectNoSidewaysScroll(manager, 'the artist pages editor');

  // What the server would refuse, the form refuses first, in the contract's words (in the person's language:
  // decision 095, amended).
  await manager.getByLabel('Q&A link address').fill('javascript:alert(1)');
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    manager.getByText('Enter a full web address starting with https:// (no user name or password in it).'),
  ).toBeVisible();
  await expect(manager.getByText('A link needs a label.')).toBeVisible();
  // The demo page has no Q&A room (no link, no Join Q&A button): a manager adds one, label and address.
  await manager.getByLabel('Q&A link label').fill('Join Q&A');
  await manager.getByLabel('Q&A link address').fill('https://discord.gg/novalane');

  const tagline = `Tonight on the main stage, ${Date.now()}`;
  await manager.getByLabel('Tagline').fill(tagline);
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(manager.getByText('Saved. The page shows it now.')).toBeVisible();

  const visitor = await newPhone();
  await visitor.goto('/vendor/demo-bar/nova-lane');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Nova Lane' })).toBeVisible();
  await expect(visitor.getByText(tagline)).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Join Q&A/ })).toHaveAttribute('href', 'https://discord.gg/novalane');
});

test('staff without a manager role have no way in', async ({ newPhone, newVenue }) => {
  const venue = await newVenue();
  const staff = await newPhone(await venue.staff('STAFF'));
  await staff.goto(`/staff/location/${venue.locationId}`);
  await expect(staff.getByRole('link', { name: /Scan Order/ })).toBeVisible();
  await expect(staff.getByRole('link', { name: /Artist Pages/ })).toHaveCount(0);
});
