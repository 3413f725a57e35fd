import type { VendorPaymentsReport } from '@queueless/contracts';

/** Sales and the platform's fees per day of payment: each figure the sum of its orders' (decision 091). */
export function FeesPerDay({
  days,
  title = 'Fees per day',
}: {
  days: VendorPaymentsReport['feesPerDay'];
  title?: string;
}) {
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
              {[...days].reverse().map((day) => (
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
    </section>
  );
}
