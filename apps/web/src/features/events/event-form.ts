import { msg } from '@lingui/core/macro';
import type { EventStatus, VendorEvent } from '@queueless/contracts';
import { type FieldMessages, type FormIssue, issueMessagesByField } from '#web/lib/forms/field-messages';
import { translated } from '#web/lib/i18n/translated';
import { EMPTY_TIME, isTimeComplete, isTimeEmpty, type TimeParts, toIsoTime, toTimeParts } from './event-time';

/** Read when shown (getters), so they are in the language of the moment. */
export const eventMessages = translated({
  created: msg`Event created successfully`,
  createFailed: msg`Failed to create event`,
  updated: msg`Event updated successfully`,
  updateFailed: msg`Failed to update event`,
  loadFailedTitle: msg`Error Loading Event`,
  loadFailedMessage: msg`Unable to load event details`,
  incompleteTime: msg`Pick a date, hour and minute, or clear the time.`,
});

export const eventStatusLabels: Record<EventStatus, string> = translated({
  UPCOMING: msg`Upcoming`,
  IN_PROGRESS: msg`In progress`,
  COMPLETED: msg`Completed`,
});

export type EventFormValues = {
  eventName: string;
  startTime: TimeParts;
  endTime: TimeParts;
  ticketingLink: string;
  description: string;
  /** Issue 44: the Spanish name and description (empty: customers reading Spanish see the venue's). */
  spanishEventName: string;
  spanishDescription: string;
  status: EventStatus | '';
};

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const emptyEventForm: EventFormValues = {
  eventName: '',
  startTime: EMPTY_TIME,
  endTime: EMPTY_TIME,
  ticketingLink: '',
  description: '',
  spanishEventName: '',
  spanishDescription: '',
  status: 'UPCOMING',
};

/** The saved event as the form shows it: its times on the venue's clock. */
export function eventFormValuesOf(event: VendorEvent): EventFormValues {
  return {
    eventName: event.eventName,
    startTime: toTimeParts(event.startTime, event.timeZone),
    endTime: toTimeParts(event.endTime, event.timeZone),
    ticketingLink: event.ticketingLink ?? '',
    description: event.description ?? '',
    spanishEventName: event.translations?.es?.eventName ?? '',
    spanishDescription: event.translations?.es?.description ?? '',
    status: event.status,
  };
}

/** A time that was started but not finished is a mistake the schema cannot see (it would read as "no time"). */
export function checkTimesPicked(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const field of ['startTime', 'endTime'] as const) {
    const parts = values[field];
    if (!isTimeEmpty(parts) && !isTimeComplete(parts)) errors[field] = eventMessages.incompleteTime;
  }
  return errors;
}

/**
 * The request body (create; update adds eventId). Blank fields go as null, as the server stores them; times are read
 * in the venue's time zone.
 */
export function toEventBody(values: EventFormValues, timeZone: string) {
  return {
    eventName: values.eventName,
    startTime: toIsoTime(values.startTime, timeZone),
    endTime: toIsoTime(values.endTime, timeZone),
    ticketingLink: values.ticketingLink.trim() || null,
    description: values.description.trim() || null,
    status: values.status as EventStatus,
    // Sent every time, as the form holds them: an emptied field clears its translation.
    translations: {
      es: { eventName: values.spanishEventName.trim(), description: values.spanishDescription.trim() },
    },
  };
}

/** The form's messages, in English the contract's words (events.ts), worded in the active language. */
const eventName = {
  invalid_type: msg`Event name is required.`,
  too_small: msg`Event name is required.`,
  too_big: msg({ message: 'Event name must be at most {maximum} characters.' }),
};
const description = { too_big: msg({ message: 'Description must be at most {maximum} characters.' }) };
const invalidUrl = msg`Please enter a valid URL.`;
export const eventFieldMessages: FieldMessages = {
  eventName,
  description,
  // The Spanish texts have the English ones' rules, and their words.
  'translations.es.eventName': eventName,
  'translations.es.description': description,
  // The form sends well-formed times: what the schema can refuse is their order.
  endTime: { custom: msg`End time must be after start time.` },
  ticketingLink: { invalid_type: invalidUrl, too_big: invalidUrl, custom: invalidUrl },
  // The select offers the statuses or nothing.
  status: { invalid_value: msg`Status is required.` },
};

const formFields: Readonly<Record<string, EventFormField>> = {
  eventName: 'eventName',
  startTime: 'startTime',
  endTime: 'endTime',
  ticketingLink: 'ticketingLink',
  description: 'description',
  status: 'status',
  // A Spanish text's issue (issue 44) belongs to its own field.
  'translations.es.eventName': 'spanishEventName',
  'translations.es.description': 'spanishDescription',
};

/** The schema's issues as one message per field (the first), for fields the form shows, in the active language. */
export function toFieldErrors(issues: readonly FormIssue[]): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const [key, message] of Object.entries(issueMessagesByField(issues, eventFieldMessages))) {
    const field = formFields[key];
    if (field) errors[field] ??= message;
  }
  return errors;
}
