import { msg } from '@lingui/core/macro';
import { type FieldMessages, requiredTextMessages } from '#web/lib/forms/field-messages';

/*
 * The vendor and location forms' messages, in English the contract's words (operators.ts, common.ts's requiredText;
 * vendor-form.test.tsx and location-form.test.tsx hold some of them), worded in the active language
 * (lib/forms/field-messages.ts).
 */

const name = requiredTextMessages(
  msg`Name is required.`,
  msg({ message: 'Name must be at most {maximum} characters.' }),
  msg`Name has invalid characters.`,
);

export const vendorFieldMessages: FieldMessages = {
  name,
  addressLine1: requiredTextMessages(
    msg`Address is required.`,
    msg({ message: 'Address must be at most {maximum} characters.' }),
    msg`Address has invalid characters.`,
  ),
  addressLine2: { too_big: msg({ message: 'Address line 2 must be at most {maximum} characters.' }) },
  city: requiredTextMessages(
    msg`City is required.`,
    msg({ message: 'City must be at most {maximum} characters.' }),
    msg`City has invalid characters.`,
  ),
  state: requiredTextMessages(
    msg`State is required.`,
    msg({ message: 'State must be at most {maximum} characters.' }),
    msg`State has invalid characters.`,
  ),
  zip: requiredTextMessages(
    msg`ZIP code is required.`,
    msg({ message: 'ZIP code must be at most {maximum} characters.' }),
    msg`ZIP code has invalid characters.`,
  ),
  timeZone: {
    invalid_type: msg`Time zone is required.`,
    too_big: msg`Unknown time zone.`,
    custom: msg`Unknown time zone. Pick one such as America/Los_Angeles.`,
  },
  vendorId: {
    invalid_format: msg`Vendor id must be 2 to 48 lowercase letters, digits or single hyphens, e.g. harbor-tap.`,
  },
  'superAdmin.name': name,
  'superAdmin.phoneNumber': {
    invalid_type: msg`Phone number is required.`,
    too_small: msg`Phone number is required.`,
    invalid_format: msg`Phone number must be in international format, e.g. +12135550123.`,
  },
};

const description = requiredTextMessages(
  msg`Description is required.`,
  msg({ message: 'Description must be at most {maximum} characters.' }),
  msg`Description has invalid characters.`,
);

export const locationFieldMessages: FieldMessages = {
  description,
  // The Spanish description has the English one's rules, and its words.
  'translations.es.description': description,
  vendorLocationId: { invalid_format: msg`Location code must be 3 to 12 letters or digits, e.g. AD708.` },
  taxRate: {
    invalid_type: msg`Tax rate is required.`,
    invalid_format: msg`Tax rate must be a percent with up to 4 decimals, e.g. 9.5.`,
    // The contract's MAX_TAX_RATE_PERCENT.
    custom: msg`Tax rate must be between 0 and 25 %.`,
  },
  displayOrder: {
    invalid_type: msg`Display order must be a whole number.`,
    too_small: msg`Display order must be 0 or more.`,
    too_big: msg({ message: 'Display order must be at most {maximum}.' }),
  },
};
