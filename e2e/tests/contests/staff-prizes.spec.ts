import type { EventResponse, StaffPrizeResponse } from '@queueless/contracts';
import { createEvent, createPrize, endpointPath, listContestPrizes } from '@queueless/contracts';
import { apiAs } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, test, type Venue } from '../../fixtures.js';

/** An upcoming event of a venue of the journey's own, with no prizes yet: 'Comedy Night' at 'Harbor Hall', in a week. */
async function comedyNight(apiBase: string, venue: Venue) {
  const { event } = await apiAs<EventResponse>(
    apiBase,
    endpointPath(createEvent, { vendorId: venue.vendorId }),
    venue.superAdmin.idToken,
    { eventName: 'Comedy Night', startTime: new Date(Date.now() + 7 * 86_400_000).toISOString(), status: 'UPCOMING' },
  );
  const { eventId } = event;
  const eventPath = `/staff/location/${venue.locationId}/${venue.vendorId}/event`;
  return { eventId, editPath: `${eventPath}/edit/${eventId}`, prizesPath: `${eventPath}/${eventId}/prizes` };
}

test('a manager adds prizes, is refused odds past 100 % and stock that is not a number, and edits the stock; axe at phone size', async ({
  apiBase,
  newPhone,
  newVenue,
}) => {
  const venue = await newVenue({ vendor: { name: 'Harbor Hall' } });
  const { eventId, editPath, prizesPath } = await comedyNight(apiBase, venue);
  const manager = await newPhone(await venue.staff('MANAGER'));
  await manager.goto(editPath);
  await manager.getByRole('link', { name: 'Prizes' }).click();
  await expect(manager).toHaveURL(new RegExp(`${prizesPath}$`));
  await expect(manager.getByRole('heading', { name: 'Prizes', level: 1 })).toBeVisible();
  await expect(manager.getByText('Comedy Night · Harbor Hall')).toBeVisible();
  await expect(manager.getByText('No prizes yet.', { exact: false })).toBeVisible();
  await expectAccessible(manager, 'the prizes page without prizes');

  const form = manager.getByRole('form', { name: 'New prize' });
  await form.getByLabel('Name').fill('Front Row Seats');
  await form.getByLabel('Chance to win per draw (%)').fill('150');
  await form.getByLabel('Stock (in all)').fill('two');
  await form.getByRole('button', { name: 'Add prize' }).click();
  await expect(form.getByText('Enter the chance as a percentage from 0 to 100', { exact: false })).toBeVisible();
  await expect(form.getByText('Enter a whole number from 0 to 100000.')).toBeVisible();
  await expectAccessible(manager, 'the prize form with errors');

  await form.getByLabel('Chance to win per draw (%)').fill('40');
  await form.getByLabel('Stock (in all)').fill('2');
  // A double tap adds one prize: the button is busy from the first.
  await form.getByRole('button', { name: 'Add prize' }).dblclick();
  const list = manager.getByRole('list', { name: 'Prizes' });
  await expect(list.getByText('40 % per draw · 2 of 2 left')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(form.getByLabel('Name')).toHaveValue('');

  // The server's rule: the event's prizes add up to 100 % at most.
  await form.getByLabel('Name').fill('Drink Ticket');
  await form.getByLabel('Chance to win per draw (%)').fill('70');
  await form.getByLabel('Stock (in all)').fill('10');
  await form.getByRole('button', { name: 'Add prize' }).click();
  await expect(
    form.getByText(
      "The prizes' odds would add up to more than 100 %: the other prizes already take 40 %, so this one can have at most 60 %.",
    ),
  ).toBeVisible();
  await form.getByLabel('Chance to win per draw (%)').fill('60');
  await form.getByRole('button', { name: 'Add prize' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(
    manager.getByText('Together the prizes give a 100 % chance to win per draw', { exact: false }),
  ).toBeVisible();

  await list.getByRole('button', { name: 'Edit Front Row Seats' }).click();
  const edit = manager.getByRole('form', { name: 'Edit Front Row Seats' });
  await edit.getByLabel('Stock (in all)').fill('5');
  await expectAccessible(manager, 'the prize being edited');
  await edit.getByRole('button', { name: 'Save prize' }).click();
  await expect(list.getByText('40 % per draw · 5 of 5 left')).toBeVisible();

  // The drawing's public list shows what staff set.
  const publicPrizes = await (
    await manager.request.get(`${apiBase}${endpointPath(listContestPrizes, { id: eventId })}`)
  ).json();
  expect(
    publicPrizes.prizes
      .map((p: { name: string; odds: number; quantityRemaining: number }) => [p.name, p.odds, p.quantityRemaining])
      .sort(),
  ).toEqual([
    ['Drink Ticket', 0.6, 10],
    ['Front Row Seats', 0.4, 5],
  ]);
});

test('odds of 0 take a prize out of the drawing: staff see it so, guests no longer see it', async ({
  apiBase,
  newPhone,
  newVenue,
}) => {
  // The two prizes the journey above ends with: 40 % with 5 in stock, 60 % with 10.
  const venue = await newVenue({ vendor: { name: 'Harbor Hall' } });
  const { eventId, prizesPath } = await comedyNight(apiBase, venue);
  const managerSession = await venue.staff('MANAGER');
  for (const prize of [
    { name: 'Front Row Seats', odds: 0.4, quantityTotal: 5 },
    { name: 'Drink Ticket', odds: 0.6, quantityTotal: 10 },
  ]) {
    await apiAs<StaffPrizeResponse>(
      apiBase,
      endpointPath(createPrize, { vendorId: venue.vendorId, eventId }),
      managerSession.idToken,
      prize,
    );
  }
  const manager = await newPhone(managerSession);
  await manager.goto(prizesPath);
  const list = manager.getByRole('list', { name: 'Prizes' });
  await list.getByRole('button', { name: 'Edit Drink Ticket' }).click();
  const edit = manager.getByRole('form', { name: 'Edit Drink Ticket' });
  await edit.getByLabel('Chance to win per draw (%)').fill('0');
  await edit.getByRole('button', { name: 'Save prize' }).click();
  await expect(list.getByText('Not in the drawing (0 %) · 10 of 10 left')).toBeVisible();
  const publicPrizes = await (
    await manager.request.get(`${apiBase}${endpointPath(listContestPrizes, { id: eventId })}`)
  ).json();
  expect(publicPrizes.prizes.map((p: { name: string }) => p.name)).toEqual(['Front Row Seats']);
});

test('staff without the manager role are sent back to the location menu', async ({ apiBase, newPhone, newVenue }) => {
  const venue = await newVenue();
  const { prizesPath } = await comedyNight(apiBase, venue);
  const staff = await newPhone(await venue.staff('STAFF'));
  await staff.goto(prizesPath);
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${venue.locationId}$`));
});
