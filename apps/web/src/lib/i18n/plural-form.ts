import { i18n } from '@lingui/core';
import { intlTag } from './language';

const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * The plural form ('one', 'other'…) of `count` in the page's language, for a message that selects on it instead of
 * Lingui's plural: Lingui writes a plural's number with Intl.NumberFormat, whose first use on a page sets up the
 * browser's number data, 100–300 ms in one task on the phone. The menu's item counts did so in the app's
 * first draw, a task no tap could interrupt (issue 45); plural rules cost a millisecond. The count itself is written
 * as it is: a whole number of items, never in the thousands.
 */
export function pluralForm(count: number): Intl.LDMLPluralRule {
  const tag = intlTag(i18n.locale);
  let rules = rulesByLocale.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    rulesByLocale.set(tag, rules);
  }
  return rules.select(count);
}
