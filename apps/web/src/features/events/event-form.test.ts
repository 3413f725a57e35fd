import { createEventBodySchema } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { checkTimesPicked, emptyEventForm, toEventBody, toFieldErrors } from './event-form';

describe('event form', () => {
  it("sends blank fields as null and times as ISO, read on the venue's clock", () => {
    const body = toEventBody(
      {
        ...emptyEventForm,
        eventName: 'Trivia',
        startTime: { date: '2026-07-04', hour: '8', minute: '00', period: 'PM' },
      },
      'America/Los_Angeles',
    );
    expect(body).toEqual({
      eventName: 'Trivia',
      startTime: '2026-07-05T03:00:00.000Z',
      endTime: null,
      ticketingLink: null,
      description: null,
      status: 'UPCOMING',
      translations: { es: { eventName: '', description: '' } },
    });
    expect(createEventBodySchema.safeParse(body).success).toBe(true);
  });

  it("reports the contract's words per field", () => {
    const body = toEventBody(
      {
        ...emptyEventForm,
        eventName: ' ',
        ticketingLink: 'not a url',
        startTime: { date: '2026-07-04', hour: '9', minute: '00', period: 'PM' },
        endTime: { date: '2026-07-04', hour: '8', minute: '00', period: 'PM' },
      },
      'America/Los_Angeles',
    );
    const result = createEventBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({
      eventName: 'Event name is required.',
      ticketingLink: 'Please enter a valid URL.',
      endTime: 'End time must be after start time.',
    });
  });

  it('asks to finish or clear a half-picked time', () => {
    expect(
      checkTimesPicked({ ...emptyEventForm, endTime: { date: '2026-07-04', hour: '', minute: '', period: 'PM' } }),
    ).toEqual({ endTime: 'Pick a date, hour and minute, or clear the time.' });
    expect(checkTimesPicked(emptyEventForm)).toEqual({});
  });
});
