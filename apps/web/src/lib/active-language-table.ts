import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '#web/lib/i18n/runtime';

/**
 * A table of words read in the active language: each key's value is worded when it is read (a getter), so
 * `labels[key]` follows a language switch while its callers keep reading plain strings.
 */
export function inActiveLanguage<K extends string>(
  descriptors: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[]) {
    const descriptor = descriptors[key];
    Object.defineProperty(table, key, { enumerable: true, get: () => i18n._(descriptor) });
  }
  return table;
}
