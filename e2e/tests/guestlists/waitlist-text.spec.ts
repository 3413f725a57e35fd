import { endpointPath, listSmsOutbox, updateGlevent } from '@queueless/contracts';
import { expectAccessible } from '../../axe.js';
import { demo, expect, test } from '../../fixtures.js';

/** Anaheim Afterparty is full with two on the waitlist, oldest first (seed/guestlists.ts): this guest is first. */
const gleventId = 'GLE-SKY-ANAHEIM-FULL';
const firstWaiting = '+12135550146';

test('raising a full event’s capacity texts the guest it lets in; the text’s link opens their reservation', async ({
  apiBase,
  newPhone,
  sessions,
}) => {
  const manager = await sessions.signIn(demo.loungeManager);
  const raised = await fetch(new URL(endpointPath(updateGlevent, { vendorId: 'skyline-lounge', gleventId }), apiBase), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.idToken}` },
    body: JSON.stringify({ guestlistCapacity: 7 }),
  });
  expect(raised.status).toBe(200);

  // The text arrives in the development outbox (the console SMS provider), once.
  const outbox = async () =>
    (
      (await (
        await fetch(new URL(endpointPath(listSmsOutbox, {}, { phoneNumber: firstWaiting }), apiBase))
      ).json()) as { messages: { body: string }[] }
    ).messages.filter((message) => message.body.includes('off the waitlist'));
  await expect.poll(async () => (await outbox()).length).toBe(1);
  const [text] = await outbox();
  expect(text!.body).toMatch(
    /^Queueless: you're off the waitlist! Your place for Anaheim Afterparty on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M P[SD]T is confirmed\. Your reservations: http:\/\/localhost:\d+\/account#guest-list-reservations$/,
  );
  const link = new URL(text!.body.split('Your reservations: ')[1]!);

  // The guest (not a member: the seed booked them directly) opens the link signed in.
  const guest = await newPhone(await sessions.signIn(firstWaiting));
  await guest.goto(`${link.pathname}${link.hash}`);
  const reservations = guest.getByRole('region', { name: 'Guest List Reservations' });
  await expect(reservations).toBeInViewport();
  const promoted = reservations.getByRole('listitem').filter({ hasText: 'Anaheim Afterparty' });
  await expect(promoted.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectAccessible(guest, 'the account page opened from the waitlist text');
});
