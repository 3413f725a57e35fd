import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorPaymentsReport } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';

/** Days shown before "Show all": the last week, newest first; the month is one tap away. */
const DAYS_SHOWN_FIRST = 7;

/** Sales and the platform's fees per day of payment: each figure the sum of its orders' (decision 091). */
export function FeesPerDay({ days, title }: { days: VendorPaymentsReport['feesPerDay']; title?: string }) {
  const { t } = useLingui();
  const [isAll, setIsAll] = useState(false);
  const newestFirst = [...days].reverse();
  const shown = isAll ? newestFirst : newestFirst.slice(0, DAYS_SHOWN_FIRST);
  return (
    <section aria-labelledby="fees-heading">
      <h2 id="fees-heading" className="text-lg font-semibold">
        {title ?? t`Fees per day`}
      </h2>
      {days.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
          <Trans>No sales in the last 30 days.</Trans>
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Sales</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Refunded</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Fees</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shown.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {day.day}
                  </th>
                  <td className="px-3 py-2 text-right">${day.sales}</td>
                  <td className="px-3 py-2 text-right">${day.refunded}</td>
                  <td className="px-3 py-2 text-right">
                    ${day.applicationFees}
                    {day.applicationFeesRefunded !== '0.00' && (
                      <span className="block text-xs text-ink-muted">
                        <Trans>−${day.applicationFeesRefunded} back</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {newestFirst.length > DAYS_SHOWN_FIRST && (
        <Button variant="secondary" fullWidth className="mt-2" onClick={() => setIsAll(!isAll)}>
          {isAll ? t`Show the last 7 days` : t`Show all ${newestFirst.length} days`}
        </Button>
      )}
    </section>
  );
}
