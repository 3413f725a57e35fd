import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { core } from 'zod';
import { i18n } from '#web/lib/i18n/runtime';

/*
 * A form's field messages in the person's language (decision 095, amended). The contracts' schemas stay the one rule
 * for the form and the server, but their messages are English strings, which a Spanish page must not show: a form
 * words each issue from what it is (its field, its code and its limits), never from the schema's own message. These
 * messages load with the customer's other pages (src/locales/<lang>/form-messages.po), never with the menu.
 */

export type FormIssue = core.$ZodIssue;

/**
 * A form's own words for its fields' issues, by field and issue code (`{ companyName: { too_small: … } }`). A
 * field is its path's names joined by dots, list positions left out (`social.url` is every social link's url).
 * `{minimum}` and `{maximum}` in a message are the issue's limits.
 */
export type FieldMessages = Readonly<Record<string, Partial<Record<FormIssue['code'], MessageDescriptor>>>>;

/** The field an issue is on: its path's names, without list positions (`social.2.url` → `social.url`). */
export function fieldOf(issue: Pick<FormIssue, 'path'>): string {
  return issue.path.filter((part) => typeof part === 'string').join('.');
}

const generic = {
  required: msg`Required.`,
  tooShort: msg({ message: 'Enter at least {minimum} characters.' }),
  tooFewItems: msg({ message: 'Add at least {minimum}.' }),
  tooSmall: msg({ message: 'Must be {minimum} or more.' }),
  tooLong: msg({ message: 'Must be at most {maximum} characters.' }),
  tooManyItems: msg({ message: 'At most {maximum}.' }),
  tooBig: msg({ message: 'Must be at most {maximum}.' }),
  number: msg`Enter a number.`,
  email: msg`Enter a valid email address.`,
  url: msg`Enter a full web address, starting with https://.`,
  format: msg`Check the format.`,
  option: msg`Choose one of the options.`,
  other: msg`Check this field.`,
};

/**
 * A link staff type (a label and a full http(s) address, contracts' content.ts): in English the contract's words, for
 * each issue of either field, as an optional link reports them (`custom`) or a required one does (by kind).
 */
const linkLabel = msg`A link needs a label.`;
const linkAddress = msg`Enter a full web address starting with https:// (no user name or password in it).`;
export function linkFieldMessages(field: string): FieldMessages {
  return {
    [`${field}.label`]: {
      custom: linkLabel,
      too_small: linkLabel,
      too_big: msg({ message: 'A label can be at most {maximum} characters.' }),
    },
    [`${field}.url`]: { custom: linkAddress, too_big: linkAddress, invalid_format: linkAddress },
  };
}

/**
 * A contract's required text field (common.ts's `requiredText`, menu-options.ts's `plainName`) in the form's words:
 * missing or empty, longer than `{maximum}`, or holding control characters (the schema's refinement, `custom`).
 */
export function requiredTextMessages(
  required: MessageDescriptor,
  tooLong: MessageDescriptor,
  invalid: MessageDescriptor,
): FieldMessages[string] {
  return { invalid_type: required, too_small: required, too_big: tooLong, custom: invalid };
}

/** What an issue is, when the form has no words of its own for it: its code and the kind of value it is about. */
function genericMessage(issue: FormIssue): MessageDescriptor {
  const isList = 'origin' in issue && (issue.origin === 'array' || issue.origin === 'set');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? generic.required : generic.tooShort;
      return isList ? generic.tooFewItems : generic.tooSmall;
    case 'too_big':
      if (issue.origin === 'string') return generic.tooLong;
      return isList ? generic.tooManyItems : generic.tooBig;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? generic.number : generic.required;
    case 'invalid_format':
      if (issue.format === 'email') return generic.email;
      return issue.format === 'url' ? generic.url : generic.format;
    case 'invalid_value':
      return generic.option;
    default:
      return generic.other;
  }
}

/** An issue's message in the active language: the form's own words for its field and code, else what the issue is. */
export function issueMessage(issue: FormIssue, fieldMessages: FieldMessages = {}): string {
  const descriptor = fieldMessages[fieldOf(issue)]?.[issue.code] ?? genericMessage(issue);
  const values = {
    minimum: 'minimum' in issue ? Number(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? Number(issue.maximum) : undefined,
  };
  // Built apart from the call: Lingui's extractor reads an object literal passed to `_` as a message of its own.
  const withLimits: MessageDescriptor = { ...descriptor, values };
  return i18n._(withLimits);
}

/** The first issue's message on each field (`fieldOf`), for a form that parses with a contract's schema itself. */
export function issueMessagesByField(
  issues: readonly FormIssue[],
  fieldMessages: FieldMessages = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[fieldOf(issue)] ??= issueMessage(issue, fieldMessages);
  return messages;
}
