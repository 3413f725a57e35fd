import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** A membership date as the member pages show it: "December 23, 2026" (in Spanish "23 de diciembre de 2026"). */
export function formatMemberDate(iso: string): string {
  return new Date(iso).toLocaleDateString(intlTag(i18n.locale), { month: 'long', day: 'numeric', year: 'numeric' });
}
