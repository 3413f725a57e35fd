import { msg } from '@lingui/core/macro';
import type { CreateGleventBody, EventStatus, Glevent, PlaceAddress, UpdateGleventBody } from '@queueless/contracts';
import { EMPTY_TIME, isTimeComplete, type TimeParts, toIsoTime, toTimeParts } from '#web/features/events/event-time';
import {
  type FieldMessages,
  type FormIssue,
  issueMessagesByField,
  requiredTextMessages,
} from '#web/lib/forms/field-messages';
import { translated } from '#web/lib/i18n/translated';

/** The form's words (staff.md sections 5 and 8; the alerts' wording is not in the spec), read in the active language. */
export const gleventMessages = translated({
  selectAddress: msg`Please select a valid address from the dropdown.`,
  idsRequired: msg`Vendor ID and Event ID are required for updating an event.`,
  created: msg`Guest list event created`,
  createFailed: msg`Failed to create guest list event`,
  updated: msg`Guest list event updated`,
  updateFailed: msg`Failed to update guest list event`,
  nothingChanged: msg`Nothing to save: no field was changed.`,
  timeRequired: msg`Pick a date, hour and minute.`,
  noEvents: msg`No guest list events found...`,
  loadFailed: msg`Failed to load guest list events. Please try again.`,
});

export type GleventFormValues = {
  name: string;
  description: string;
  startTime: TimeParts;
  endTime: TimeParts;
  /** As typed; sent as a number. */
  guestlistCapacity: string;
  gleventStatus: EventStatus;
  venueName: string;
  /** The address picked from the dropdown; null until one is. */
  address: PlaceAddress | null;
  addressLine2: string;
  eventLink: string;
};

export type GleventFormField = keyof GleventFormValues;
export type GleventFormErrors = Partial<Record<GleventFormField, string>>;

export const emptyGleventForm: GleventFormValues = {
  name: '',
  description: '',
  startTime: EMPTY_TIME,
  endTime: EMPTY_TIME,
  guestlistCapacity: '',
  gleventStatus: 'UPCOMING',
  venueName: '',
  address: null,
  addressLine2: '',
  eventLink: '',
};

/** The saved event as the form shows it: its times on the venue's clock. */
export function gleventFormValuesOf(event: Glevent): GleventFormValues {
  return {
    name: event.name,
    description: event.description ?? '',
    startTime: toTimeParts(event.startTime, event.timeZone),
    endTime: toTimeParts(event.endTime, event.timeZone),
    guestlistCapacity: String(event.originalCapacity),
    gleventStatus: event.gleventStatus,
    venueName: event.venueName,
    address: {
      addressLine1: event.addressLine1,
      city: event.city,
      state: event.state,
      country: event.country,
      zipCode: event.zipCode,
      latitude: event.latitude,
      longitude: event.longitude,
    },
    addressLine2: event.addressLine2 ?? '',
    eventLink: event.eventLink ?? '',
  };
}

/** The one line an address reads as in the form. */
export function describeAddress(address: PlaceAddress): string {
  return `${address.addressLine1}, ${address.city}, ${address.state} ${address.zipCode}`;
}

/** Capacity as the number it is sent as; text that is not a whole number stays text, for the schema to refuse. */
function capacityOf(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The create body: capacity, latitude and longitude as numbers; blank optional fields left out; times read in the
 * venue's time zone.
 */
export function toCreateGleventBody(values: GleventFormValues, timeZone: string): CreateGleventBody {
  const body: Record<string, unknown> = {
    name: values.name,
    startTime: toIsoTime(values.startTime, timeZone) ?? '',
    endTime: toIsoTime(values.endTime, timeZone) ?? '',
    guestlistCapacity: capacityOf(values.guestlistCapacity),
    gleventStatus: values.gleventStatus,
    venueName: values.venueName,
    ...(values.address ?? {}),
  };
  if (values.description.trim()) body.description = values.description;
  if (values.addressLine2.trim()) body.addressLine2 = values.addressLine2;
  if (values.eventLink.trim()) body.eventLink = values.eventLink;
  return body as CreateGleventBody;
}

/**
 * The update body: only what differs from the event as loaded; empty or undefined fields are dropped
 * (staff.md section 5). A newly picked address sends all its parts together.
 */
export function toUpdateGleventBody(
  initial: GleventFormValues,
  values: GleventFormValues,
  timeZone: string,
): UpdateGleventBody {
  const before = toCreateGleventBody(initial, timeZone) as Record<string, unknown>;
  const after = toCreateGleventBody(values, timeZone) as Record<string, unknown>;
  const addressKeys = ['addressLine1', 'city', 'state', 'country', 'zipCode', 'latitude', 'longitude'];
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || value === '' || value === null) continue;
    if (addressKeys.includes(key)) continue;
    if (before[key] !== value) changed[key] = value;
  }
  if (addressKeys.some((key) => before[key] !== after[key])) {
    for (const key of addressKeys) changed[key] = after[key];
  }
  return changed as UpdateGleventBody;
}

/** What the schema cannot see: a half-picked time, and an address typed but not picked. */
export function checkPicked(values: GleventFormValues): GleventFormErrors {
  const errors: GleventFormErrors = {};
  if (!isTimeComplete(values.startTime)) errors.startTime = gleventMessages.timeRequired;
  if (!isTimeComplete(values.endTime)) errors.endTime = gleventMessages.timeRequired;
  if (!values.address) errors.address = gleventMessages.selectAddress;
  return errors;
}

const addressFields = new Set(['addressLine1', 'city', 'state', 'country', 'zipCode', 'latitude', 'longitude']);

const invalidUrl = msg`Please enter a valid URL.`;

/** The form's messages, in English the contract's words (guestlists.ts), worded in the active language. */
export const gleventFieldMessages: FieldMessages = {
  name: requiredTextMessages(
    msg`Name is required.`,
    msg({ message: 'Name must be at most {maximum} characters.' }),
    msg`Name has invalid characters.`,
  ),
  description: {
    too_big: msg({ message: 'Description must be at most {maximum} characters.' }),
    custom: msg`Description has invalid characters.`,
  },
  // Half-picked times are checkPicked's: what the schema can refuse of picked ones is their order.
  endTime: { custom: msg`End time must be after start time.` },
  guestlistCapacity: {
    invalid_type: msg`Guest list capacity must be a number.`,
    too_small: msg({ message: 'Guest list capacity must be at least {minimum}.' }),
    too_big: msg({ message: 'Guest list capacity must be at most {maximum}.' }),
  },
  venueName: requiredTextMessages(
    msg`Venue name is required.`,
    msg({ message: 'Venue name must be at most {maximum} characters.' }),
    msg`Venue name has invalid characters.`,
  ),
  addressLine2: {
    too_big: msg({ message: 'Address line 2 must be at most {maximum} characters.' }),
    custom: msg`Address line 2 has invalid characters.`,
  },
  eventLink: { too_big: invalidUrl, custom: invalidUrl },
};

/**
 * The schema's issues as one message per form field, in the active language (the address's parts all land on the
 * address, which is picked, never typed).
 */
export function toGleventFieldErrors(issues: readonly FormIssue[]): GleventFormErrors {
  const errors: GleventFormErrors = {};
  for (const [key, message] of Object.entries(issueMessagesByField(issues, gleventFieldMessages))) {
    const field = (addressFields.has(key) ? 'address' : key) as GleventFormField;
    if (field in emptyGleventForm) errors[field] ??= field === 'address' ? gleventMessages.selectAddress : message;
  }
  return errors;
}
