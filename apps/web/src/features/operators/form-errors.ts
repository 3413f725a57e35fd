import { t } from '@lingui/core/macro';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** The IANA time zones this browser knows, for the venue's time zone picker. */
export function timeZoneOptions(current?: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const list =
    zones.length > 0 ? zones : ['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York'];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/** What a change of time zone does to the venue's existing events, said before it is saved. */
export function timeZoneChangeNotice(from: string, to: string, now = new Date()): string {
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat(intlTag(i18n.locale), {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(now);
  const fromTime = at(from);
  const toTime = at(to);
  return t`Existing events keep their moment in time, so their times show on the new clock: an event at ${fromTime} (${from}) will show as ${toTime} (${to}). Edit any event whose local time should stay the same.`;
}
