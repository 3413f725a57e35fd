import { useLingui } from '@lingui/react/macro';
import type { LocationOrdering } from '@queueless/contracts';
import { useEffect } from 'react';
import { intlTag } from '#web/lib/i18n/language';

/** What the notice reads of the menu page: its location (read again at the reopening time) and its vendor's zone. */
export type MenuPageState = {
  location: { data?: { ordering?: LocationOrdering }; refetch: () => unknown };
  vendor: { data?: { timeZone: string } };
};

/** '9:40 PM' on the venue's clock. */
function venueTime(iso: string, timeZone: string | undefined, locale: string): string {
  return new Date(iso).toLocaleTimeString(intlTag(locale), { hour: 'numeric', minute: '2-digit', timeZone });
}

/**
 * Why ordering is closed here and when it reopens ('The kitchen is catching up, back at 9:40 PM'), or nothing while
 * it is open. At the reopening time it asks for the location again (decision 072).
 */
// The default export is what the menu's lazy import takes, without a wrapper (the menu's first load is tight).
export default function OrderingNotice({ page }: { page: MenuPageState }) {
  const { i18n, t } = useLingui();
  const ordering = page.location.data?.ordering;
  const timeZone = page.vendor.data?.timeZone;
  const onReopen = page.location.refetch;
  const reopensAt = ordering?.open === false ? ordering.reopensAt : null;
  useEffect(() => {
    if (!reopensAt) return;
    const timer = setTimeout(onReopen, Math.max(new Date(reopensAt).getTime() - Date.now(), 0) + 1000);
    return () => clearTimeout(timer);
  }, [reopensAt, onReopen]);
  if (!ordering || ordering.open) return null;
  const reason = ordering.reason ?? t`Ordering is closed at this location.`;
  const reasonStem = reason.replace(/\.$/, '');
  return (
    <p
      role="status"
      data-testid="ordering-notice"
      className="mt-4 rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 font-medium text-ink"
    >
      {reopensAt ? t`${reasonStem}, back at ${venueTime(reopensAt, timeZone, i18n.locale)}` : reason}
    </p>
  );
}
