import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './runtime';

/**
 * A table of messages read as plain strings, each in the language active when it is read (decision 095): the words
 * are defined once with `msg` at module level, where calling `t` would freeze the first language, and the many call
 * sites that read `orderMessages.termsRequired` at render or event time stay as they are.
 */
export function translated<Key extends string>(table: Record<Key, MessageDescriptor>): Readonly<Record<Key, string>> {
  const strings = {} as Record<Key, string>;
  for (const key of Object.keys(table) as Key[]) {
    Object.defineProperty(strings, key, { enumerable: true, get: () => i18n._(table[key]) });
  }
  return strings;
}
