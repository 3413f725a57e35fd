import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { analyticsErrorMessage } from '#web/features/analytics/analytics-errors';
import { useOptionSales } from '#web/features/analytics/api/get-option-sales';
import { monthLabel, recentMonths } from '#web/features/analytics/option-months';
import { formatAmount } from '#web/lib/money';
import { Section, TableHead } from './report-panels';

/** How many months back the picker goes (the report itself takes any month). */
const MONTHS_SHOWN = 6;

/**
 * Option sales (issue 39): how often each option was chosen in a month and its revenue (its price change × units),
 * refunded units taken off, for every location of the vendor; the month's own picker, since the report is monthly.
 */
export function OptionSalesPanel({ vendorId, timeZone }: { vendorId: string; timeZone: string }) {
  const { t } = useLingui();
  const [months] = useState(() => recentMonths(timeZone, MONTHS_SHOWN));
  const [month, setMonth] = useState(months[0] ?? '');
  const sales = useOptionSales(vendorId, month);
  const data = sales.data?.month === month ? sales.data : undefined;

  const picker = (
    <div className="flex items-center gap-2">
      <label className="text-sm text-ink-muted" htmlFor="option-sales-month">
        <Trans>Month</Trans>
      </label>
      <select
        id="option-sales-month"
        className="h-9 rounded-lg border border-field-line bg-surface-raised px-2 text-sm"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      >
        {months.map((item) => (
          <option key={item} value={item}>
            {monthLabel(item)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Section title={t`Option sales`} action={picker}>
      {sales.isError ? (
        <ErrorState
          title={t`Unable to load option sales`}
          message={analyticsErrorMessage(sales.error)}
          onRetry={() => void sales.refetch()}
          isRetrying={sales.isFetching}
        />
      ) : !data ? (
        <Spinner label={t`Loading option sales`} className="mx-auto my-8 size-8" />
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          <Trans>No options were chosen in {monthLabel(month)}.</Trans>
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Option sales in {monthLabel(month)}, most chosen first</Trans>
          </caption>
          <TableHead columns={[t`Option`, t`Chosen (net)`, t`Refunded`, t`Revenue`]} />
          <tbody className="tabular-nums">
            {data.items.map((row) => (
              <tr key={row.optionId} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {row.name}
                  <span className="block text-xs text-ink-muted">{row.optionGroupName}</span>
                </th>
                <td className="py-2 text-right">{row.count}</td>
                <td className="py-2 text-right">{row.refundedCount}</td>
                <td className="py-2 text-right">{formatAmount(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-xs text-ink-faint">
        <Trans>
          Counted on orders paid in the month, all locations; refunded choices are taken off. Revenue is each option’s
          price change.
        </Trans>
      </p>
    </Section>
  );
}
