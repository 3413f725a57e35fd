import type { EventListResponse, VendorGleventsResponse } from '@queueless/contracts';
import { endpointPath, listVendorEvents, listVendorGlevents } from '@queueless/contracts';
import { apiAs } from '../../api.js';
import { expect, test } from '../../fixtures.js';

/**
 * Event times are the venue's: a manager on a laptop in Tokyo picks 9:00 PM for a Los Angeles venue and means 9:00 PM
 * in Los Angeles; staff and customers in any zone see 9:00 PM. The expectations are worked out here with Intl alone,
 * not with the app's code.
 */
const LA = 'America/Los_Angeles';
const DAY = 86_400_000;

/** The venue's calendar date `days` from today: "2026-12-04". */
function venueDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * DAY),
  );
}

/** The instant a Los Angeles clock shows `hour`:00 on `date`: whichever of PST and PDT reads back as that. */
function venueInstant(date: string, hour: number): string {
  const hh = String(hour).padStart(2, '0');
  for (const offset of ['-08:00', '-07:00']) {
    const instant = new Date(`${date}T${hh}:00:00${offset}`);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: LA,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    if (`${part('year')}-${part('month')}-${part('day')}` === date && part('hour') === hh) return instant.toISOString();
  }
  throw new Error(`${date} ${hh}:00 does not happen in ${LA}.`);
}

/** How a date and instant read at the venue: "12/04/2026", "Fri, Dec 4", "Friday, December 4" and "PST". */
function venueWords(date: string, instant: string) {
  const [year, month, day] = date.split('-');
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: LA, ...options }).format(new Date(instant));
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: LA, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  return {
    staffDate: `${month}/${day}/${year}`,
    shortDay: format({ weekday: 'short', month: 'short', day: 'numeric' }),
    longDay: format({ weekday: 'long', month: 'long', day: 'numeric' }),
    zone: zone ?? '',
  };
}

test('a lounge manager in Tokyo creates a guest-list night at 8:00 PM, moves it to 9:00 PM, and staff and members elsewhere see 9:00 PM Los Angeles time', async ({
  apiBase,
  newVenue,
  newPhone,
}) => {
  test.setTimeout(120_000);
  const eventName = `Laptop Night ${Date.now().toString(36)}`;
  const date = venueDate(10);
  // A Los Angeles lounge of its own (a vendor's zone is Los Angeles unless set).
  const venue = await newVenue({ vendor: { name: 'Harbor Lounge', guestlistEnabled: true } });
  const guestLists = `/staff/location/${venue.locationId}/guestlist-events`;
  const managerSession = await venue.staff('MANAGER');
  const laptop = await newPhone(managerSession, { timezoneId: 'Asia/Tokyo' });

  await laptop.goto(guestLists);
  await laptop.getByRole('link', { name: 'Add Guest List Event' }).click();
  await expect(laptop.getByText("Times are in Pacific Time, the venue's time zone.")).toBeVisible();
  await laptop.getByLabel('Event name').fill(eventName);
  await laptop.getByLabel('Start time date').fill(date);
  await laptop.getByLabel('Start time hour').selectOption('8');
  await laptop.getByLabel('Start time minute').selectOption('00');
  await laptop.getByLabel('Start time AM or PM').selectOption('PM');
  await laptop.getByLabel('End time date').fill(date);
  await laptop.getByLabel('End time hour').selectOption('11');
  await laptop.getByLabel('End time minute').selectOption('00');
  await laptop.getByLabel('End time AM or PM').selectOption('PM');
  await laptop.getByLabel('Guest list capacity').fill('40');
  await laptop.getByRole('combobox', { name: 'Venue address' }).fill('6250 Hollywood Blvd, Los Angeles, CA 90028');
  await laptop.getByRole('option', { name: '6250 Hollywood Blvd, Los Angeles, CA 90028' }).click();
  await laptop.getByRole('button', { name: 'Create Guest List Event' }).click();
  await expect(laptop.getByText('Guest list event created')).toBeVisible();

  const storedEvent = async () => {
    const { upcomingGlevents } = await apiAs<VendorGleventsResponse>(
      apiBase,
      endpointPath(listVendorGlevents, { vendorId: venue.vendorId }),
      managerSession.idToken,
    );
    const found = upcomingGlevents.find((event) => event.name === eventName);
    if (!found) throw new Error('The new event is not in the list.');
    return found;
  };
  // Stored as 8:00 PM in Los Angeles, not 8:00 PM in Tokyo.
  expect(await storedEvent()).toMatchObject({ startTime: venueInstant(date, 20), timeZone: LA });

  // The edit form reads it back as 8:00 PM; moved to 9:00 PM.
  await laptop.getByRole('link', { name: `Edit ${eventName}` }).click();
  await expect(laptop.getByLabel('Start time date')).toHaveValue(date);
  await expect(laptop.getByLabel('Start time hour')).toHaveValue('8');
  await expect(laptop.getByLabel('Start time AM or PM')).toHaveValue('PM');
  await laptop.getByLabel('Start time hour').selectOption('9');
  await laptop.getByRole('button', { name: 'Update Guest List Event' }).click();
  await expect(laptop.getByText('Guest list event updated')).toBeVisible();

  const ninePm = venueInstant(date, 21);
  expect(await storedEvent()).toMatchObject({ startTime: ninePm, endTime: venueInstant(date, 23) });
  const words = venueWords(date, ninePm);

  // The staff list on the laptop: 09:00 PM with the zone named, since the laptop is elsewhere.
  const card = laptop.getByRole('link', { name: new RegExp(`^${eventName}`) });
  await expect(card).toContainText(`${words.staffDate} 09:00 PM – ${words.staffDate} 11:00 PM ${words.zone}`);

  // The door's phone in Los Angeles: the same times, no zone to name.
  const door = await newPhone(await venue.staff('STAFF'), { timezoneId: LA });
  await door.goto(guestLists);
  const doorCard = door.getByRole('link', { name: new RegExp(`^${eventName}`) });
  await expect(doorCard).toContainText(`${words.staffDate} 09:00 PM – ${words.staffDate} 11:00 PM`);
  await expect(doorCard).not.toContainText(words.zone);
  await doorCard.click();
  await expect(door.getByText(`${words.staffDate} 09:00 PM · Harbor Lounge`)).toBeVisible();

  // A member travelling in New York: the events page shows the night at 9:00 PM Los Angeles time.
  const member = await newPhone(undefined, { timezoneId: 'America/New_York' });
  await member.goto('/lusiv/events');
  const event = member.getByRole('article').filter({ hasText: eventName });
  await expect(event).toContainText(`${words.shortDay} · 9:00 PM – 11:00 PM ${words.zone}`);
});

test('a bar manager in Tokyo creates an event at 9:00 PM; the staff list and the venue page elsewhere show 9:00 PM Los Angeles time', async ({
  apiBase,
  newVenue,
  newPhone,
}) => {
  const eventName = `Tokyo Laptop Show ${Date.now().toString(36)}`;
  const date = venueDate(12);
  const venue = await newVenue();
  const managerSession = await venue.staff('MANAGER');
  const laptop = await newPhone(managerSession, { timezoneId: 'Asia/Tokyo' });

  await laptop.goto(`/staff/location/${venue.locationId}/${venue.vendorId}/events`);
  await laptop.getByRole('link', { name: 'Add Event' }).click();
  await expect(laptop.getByText("Times are in Pacific Time, the venue's time zone.")).toBeVisible();
  await laptop.getByLabel('Event name').fill(eventName);
  await laptop.getByLabel('Start time date').fill(date);
  await laptop.getByLabel('Start time hour').selectOption('9');
  await laptop.getByLabel('Start time minute').selectOption('00');
  await laptop.getByLabel('Start time AM or PM').selectOption('PM');
  await laptop.getByRole('button', { name: 'Create Event' }).click();
  await expect(laptop.getByText('Event created successfully')).toBeVisible();

  const ninePm = venueInstant(date, 21);
  const { events } = await apiAs<EventListResponse>(
    apiBase,
    endpointPath(listVendorEvents, { vendorId: venue.vendorId }),
    managerSession.idToken,
  );
  expect(events.find((event) => event.eventName === eventName)).toMatchObject({ startTime: ninePm, timeZone: LA });
  const words = venueWords(date, ninePm);
  await expect(laptop.getByRole('link', { name: new RegExp(`^${eventName}`) })).toContainText(
    `${words.staffDate} 09:00 PM ${words.zone}`,
  );

  // A customer on a phone set to New York opens the venue page.
  const customer = await newPhone(undefined, { timezoneId: 'America/New_York' });
  await customer.goto(`/vendor/${venue.vendorId}`);
  const upcoming = customer.getByRole('region', { name: 'UPCOMING EVENTS' }).getByRole('listitem').filter({
    hasText: eventName,
  });
  await expect(upcoming).toContainText(`${words.longDay} · 9:00 PM ${words.zone}`);
});
