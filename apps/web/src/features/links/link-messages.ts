import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '#web/lib/forms/field-messages';

/* The link forms' messages, in English the contract's words (links.ts), worded in the active language. */

const redirectTarget = {
  too_small: msg`A link may only go to one of our pages (starting with /) or to an http(s) address on an allowed website.`,
};

export const shortCodeFieldMessages: FieldMessages = {
  code: { invalid_format: msg`Use 1 to 32 letters, digits, - or _ (starting with a letter or digit).` },
  redirectUrl: redirectTarget,
};

export const wristbandFieldMessages: FieldMessages = {
  nfcId: { invalid_format: msg`A wristband id is 1 to 64 letters, digits, :, - or _.` },
  overrideUrl: redirectTarget,
};
