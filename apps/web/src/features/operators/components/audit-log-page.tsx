import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { LoadMoreButton } from '#web/components/ui/load-more-button';
import { Select } from '#web/components/ui/select';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { type AuditFilter, useAuditLog, useVendorSettings } from '#web/features/operators/api/operators-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';

const kinds: [string, MessageDescriptor][] = [
  ['', msg`Every kind`],
  ['vendor', msg`Venue`],
  ['vendor_location', msg`Location`],
  ['vendor_role', msg`Staff role`],
  ['product', msg`Product`],
  ['order', msg`Order`],
  ['event', msg`Event`],
];

/** A day in the venue's time zone, 12-hour clock. */
function when(iso: string, timeZone: string | undefined) {
  return new Intl.DateTimeFormat(intlTag(i18n.locale), {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
  }).format(new Date(iso));
}

/** A date field's day as the start (or end) of that day on this device's clock, as the API's ISO time. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** /staff/venue/{vendorId}/audit-log: every staff and operator change of the venue, newest first. */
export function AuditLogPage() {
  const { i18n, t } = useLingui();
  const { vendorId = '' } = useParams();
  const vendor = useVendorSettings(vendorId);
  const [draft, setDraft] = useState({ phoneNumber: '', entityType: '', from: '', to: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(vendorId, filter);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      ...(draft.phoneNumber.trim() ? { phoneNumber: draft.phoneNumber.trim() } : {}),
      ...(draft.entityType ? { entityType: draft.entityType } : {}),
      ...(dayBound(draft.from, false) ? { from: dayBound(draft.from, false) } : {}),
      ...(dayBound(draft.to, true) ? { to: dayBound(draft.to, true) } : {}),
    });
  };

  return (
    <StaffPage
      title={t`Audit Log`}
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: t`Back to venue settings` }}
      subtitle={vendor.data?.name}
      isWide
    >
      <form onSubmit={apply} className="mt-4 grid grid-cols-2 gap-x-3 lg:grid-cols-5 lg:items-end">
        <Input
          label={t`Person (phone)`}
          type="tel"
          className="col-span-2 lg:col-span-1"
          value={draft.phoneNumber}
          onChange={(e) => setDraft({ ...draft, phoneNumber: e.target.value })}
        />
        <Select
          label={t`Kind`}
          className="col-span-2 lg:col-span-1"
          value={draft.entityType}
          onChange={(e) => setDraft({ ...draft, entityType: e.target.value })}
        >
          {kinds.map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
        <Input
          label={t`From`}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Input
          label={t`To`}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit" variant="secondary" className="col-span-2 mb-6 lg:col-span-1">
          <Trans>Filter</Trans>
        </Button>
      </form>
      <StaffQuery query={log} loadingLabel={t`Loading the audit log`} errorMessage={t`We couldn't load the audit log.`}>
        {(data) => {
          const entries = data.pages.flatMap((page) => page.items);
          if (entries.length === 0) {
            return (
              <p className="mt-4 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
                <Trans>No changes match.</Trans>
              </p>
            );
          }
          return (
            <>
              <ol className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface">
                {entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 lg:flex-row lg:items-center lg:gap-6">
                    <span className="text-sm text-ink-muted lg:w-48 lg:shrink-0">
                      {when(entry.createdAt, vendor.data?.timeZone)}
                    </span>
                    <span className="font-medium lg:w-44 lg:shrink-0">{entry.action}</span>
                    <span className="min-w-0 wrap-anywhere text-sm">{entry.entityId}</span>
                    <span className="text-sm text-ink-muted lg:ml-auto">
                      {entry.actorApiKeyName
                        ? t`API key: ${entry.actorApiKeyName}`
                        : entry.actorPhoneNumber
                          ? formatPhoneForDisplay(entry.actorPhoneNumber)
                          : t`Command line`}
                    </span>
                  </li>
                ))}
              </ol>
              <LoadMoreButton
                hasMore={Boolean(log.hasNextPage)}
                isLoading={log.isFetchingNextPage}
                onLoadMore={() => void log.fetchNextPage()}
                hasError={log.isFetchNextPageError}
              />
            </>
          );
        }}
      </StaffQuery>
    </StaffPage>
  );
}
