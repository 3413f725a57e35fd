import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '#web/lib/forms/field-messages';

/**
 * The Book a Demo form's messages, word for word the contract's `leadMessages` (customer.md, section 5) in English
 * (lead-form.test.tsx holds them equal), worded in the active language by the form's resolver.
 */
export const leadFieldMessages: FieldMessages = {
  companyName: {
    too_small: msg`Company name must be at least 2 characters`,
    too_big: msg({ message: 'Company name must be at most {maximum} characters' }),
  },
  fullName: {
    too_small: msg`Full name must be at least 2 characters`,
    too_big: msg({ message: 'Full name must be at most {maximum} characters' }),
  },
  phone: { too_big: msg`Please enter a valid phone number`, custom: msg`Please enter a valid phone number` },
  email: { too_big: msg`Invalid email address`, invalid_format: msg`Invalid email address` },
  message: {
    too_small: msg`Please tell us what you're interested in`,
    too_big: msg`Message must be less than 500 characters`,
  },
};
