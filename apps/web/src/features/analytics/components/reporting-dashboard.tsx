import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANALYTICS_HISTORY_WEEKS, type AnalyticsWeek } from '@queueless/contracts';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import { analyticsErrorMessage as errorMessage } from '#web/features/analytics/analytics-errors';
import { getAllAnalyticsOrders } from '#web/features/analytics/api/get-analytics-orders';
import { useAnalyticsWeek } from '#web/features/analytics/api/get-analytics-week';
import { useAnalyticsWeeks } from '#web/features/analytics/api/get-analytics-weeks';
import { downloadCsv, ordersCsv, productsCsv } from '#web/features/analytics/csv';
import { weekLabel } from '#web/features/analytics/format';
import { OptionSalesPanel } from './option-sales-panel';
import { OverviewPanel, ProductsPanel, SalesPanel, UsersPanel } from './report-panels';

const allTabs = [
  { id: 'overview', label: msg`Overview` },
  { id: 'sales', label: msg`Sales Analytics` },
  { id: 'users', label: msg`User Insights` },
  { id: 'products', label: msg`Product Performance` },
  { id: 'options', label: msg`Option Sales` },
  { id: 'tickets', label: msg`Ticket Times` },
] as const;
type Tab = (typeof allTabs)[number];
type TabId = Tab['id'];

/** The tab an arrow, Home or End key moves to (the ARIA tabs pattern); null for any other key. */
function tabAfterKey(tabs: readonly Tab[], current: TabId, key: string): TabId | null {
  const index = tabs.findIndex((item) => item.id === current);
  const last = tabs.length - 1;
  const next =
    key === 'ArrowRight'
      ? (index + 1) % tabs.length
      : key === 'ArrowLeft'
        ? (index + last) % tabs.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return next === null ? null : (tabs[next]?.id ?? null);
}

function NoData() {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
      <p className="text-lg font-semibold">
        <Trans>No Data Available</Trans>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>No paid orders this week. Pick another week to look back.</Trans>
      </p>
    </div>
  );
}

/** The week picked on the navigator, for a report the dashboard hosts (its dates in the vendor's time zone). */
export type ReportWeek = { weekStart: string; weekEnd: string; label: string };

/**
 * Week navigator (this week and 26 back), tabs and the week's numbers, for MANAGER and above. `ticketTimes`, given
 * where the location has stations, adds the Ticket Times tab (the stations module's report, of the picked week).
 */
export function ReportingDashboard({
  vendorId,
  ticketTimes,
}: {
  vendorId: string;
  ticketTimes?: (week: ReportWeek) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const tabs = ticketTimes ? allTabs : allTabs.filter((item) => item.id !== 'tickets');
  const weeks = useAnalyticsWeeks(vendorId);
  const [weekIndex, setWeekIndex] = useState(0);
  const [tab, setTab] = useState<TabId>('overview');
  const [isExporting, setIsExporting] = useState(false);
  const options = weeks.data?.weeks ?? [];
  const selected = options[weekIndex];
  const week = useAnalyticsWeek(vendorId, selected?.weekStart);

  // Arrow keys move between the tabs (one stop in the Tab order, as the ARIA tabs pattern has it).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs, tab, event.key);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`analytics-tab-${next}`)?.focus();
  };

  const failed = weeks.isError ? weeks : week.isError ? week : null;
  if (failed) {
    return (
      <ErrorState
        title={t`Unable to load analytics`}
        message={errorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  }
  if (!weeks.data || !selected) return <Spinner label={t`Loading analytics`} className="mx-auto mt-16 size-8" />;

  const data: AnalyticsWeek | undefined = week.data?.weekStart === selected.weekStart ? week.data : undefined;
  const hasData = Boolean(data && (data.totals.numOrders > 0 || data.totals.refundedOrders > 0));
  const baseName = `${vendorId}-week-${selected.weekStart}`;

  async function exportOrders(current: AnalyticsWeek) {
    setIsExporting(true);
    try {
      const orders = await getAllAnalyticsOrders(vendorId, {
        datetimePaidAfter: current.datetimeStart,
        datetimePaidBefore: current.datetimeEnd,
      });
      downloadCsv(`${baseName}-orders.csv`, ordersCsv(orders, current.timeZone));
    } catch (error) {
      showToast({ title: t`Export failed`, description: errorMessage(error), variant: 'error' });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-row sm:items-center">
        <div className="flex flex-1 items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Previous week`}
            disabled={weekIndex >= Math.min(ANALYTICS_HISTORY_WEEKS, options.length - 1)}
            onClick={() => setWeekIndex((index) => index + 1)}
          >
            ‹
          </Button>
          <label className="sr-only" htmlFor="analytics-week">
            <Trans>Week</Trans>
          </label>
          <select
            id="analytics-week"
            className="h-10 min-w-0 flex-1 rounded-lg border border-field-line bg-surface-raised px-2 text-sm"
            value={weekIndex}
            onChange={(event) => setWeekIndex(Number(event.target.value))}
          >
            {options.map((option, index) => (
              <option key={option.weekStart} value={index}>
                {index === 0 ? t`This week · ` : index === 1 ? t`Last week · ` : ''}
                {weekLabel(option.weekStart, option.weekEnd)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Next week`}
            disabled={weekIndex === 0}
            onClick={() => setWeekIndex((index) => index - 1)}
          >
            ›
          </Button>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!data || !hasData}
          isLoading={isExporting}
          onClick={() => data && void exportOrders(data)}
        >
          <Trans>Export orders (CSV)</Trans>
        </Button>
      </div>

      {/* The tabs wrap on a phone (two rows of them at 390 px): scrolled sideways, the later ones sat out of sight. */}
      <div role="tablist" aria-label={t`Reports`} className="flex flex-wrap gap-1" onKeyDown={onTabKey}>
        {tabs.map((item) => (
          <button
            key={item.id}
            id={`analytics-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            tabIndex={tab === item.id ? 0 : -1}
            aria-controls="analytics-panel"
            onClick={() => setTab(item.id)}
            className={
              tab === item.id
                ? 'shrink-0 rounded-full bg-brand px-3.5 py-2 text-sm font-semibold text-brand-ink'
                : 'shrink-0 rounded-full bg-surface-raised px-3.5 py-2 text-sm font-medium text-ink-muted hover:text-ink'
            }
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>

      <div
        id="analytics-panel"
        role="tabpanel"
        aria-labelledby={`analytics-tab-${tab}`}
        aria-busy={tab !== 'options' && tab !== 'tickets' && !data}
      >
        {tab === 'tickets' && ticketTimes ? (
          // Per venue day over the picked week: its own states, read whether or not the week had paid orders.
          ticketTimes({
            weekStart: selected.weekStart,
            weekEnd: selected.weekEnd,
            label: weekLabel(selected.weekStart, selected.weekEnd),
          })
        ) : tab === 'options' ? (
          // Monthly, not weekly (the option-sales report is per month): its own month picker and states.
          <OptionSalesPanel vendorId={vendorId} timeZone={data?.timeZone ?? weeks.data.timeZone} />
        ) : !data ? (
          <Spinner label={t`Loading the week`} className="mx-auto mt-12 size-8" />
        ) : !hasData ? (
          <NoData />
        ) : tab === 'overview' ? (
          <OverviewPanel week={data} />
        ) : tab === 'sales' ? (
          <SalesPanel week={data} />
        ) : tab === 'users' ? (
          <UsersPanel week={data} />
        ) : (
          <ProductsPanel
            week={data}
            exportButton={
              <Button
                variant="ghost"
                size="sm"
                className="whitespace-nowrap"
                onClick={() => downloadCsv(`${baseName}-products.csv`, productsCsv(data.topProducts))}
              >
                <Trans>Export products (CSV)</Trans>
              </Button>
            }
          />
        )}
      </div>
      <p className="text-xs text-ink-faint">
        <Trans>
          Weeks run Sunday to Saturday in the venue’s time zone ({data?.timeZone ?? weeks.data.timeZone}). Refunded
          orders are left out of sales. Numbers are refreshed every 5 minutes.
        </Trans>
      </p>
    </div>
  );
}
