import type { VendorPaymentsReport } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';

/** Days shown before "Show all": the last week, newest first; the month is one tap away. */
const DAYS_SHOWN_FIRST = 7;

/** Sales and the platform's fees per day of payment: each figure the sum of its orders' (decision 091). */
export function FeesPerDay({
  days,
  title = 'Fees per day',
}: {
  days: VendorPaymentsReport['feesPerDay'];
  title?: string;
}) {
  const [isAll, setIsAll] = useState(false);
  const newestFirst = [...days].reverse();
  const shown = isAll ? newestFirst : newestFirst.slice(0, DAYS_SHOWN_FIRST);
  return (
    <section aria-labelledby="fees-heading">
      <h2 id="fees-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {days.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
          No sales in the last 30 days.
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Sales
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Refunded
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Fees
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
                      <span className="block text-xs text-ink-muted">−${day.applicationFeesRefunded} back</span>
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
          {isAll ? 'Show the last 7 days' : `Show all ${newestFirst.length} days`}
        </Button>
      )}
    </section>
  );
}
