import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ANALYTICS_TOP_PRODUCTS_SHOWN, type AnalyticsWeek } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { customerLabels, hourLabel, hourRangeLabel, percentOf, weekdayLabel } from '#web/features/analytics/format';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { formatCents } from '#web/lib/money';
import { ChartFigure } from './chart-figure';

const count = (value: number) => String(Math.round(value));
const money = (value: number) => formatCents(value);
/** A count axis: lines at whole numbers only. */
const countAxis = { formatValue: count, valueUnit: 1 };
/** A money axis (values in cents): whole dollars read faster than cents, so lines at whole dollars only. */
const moneyAxis = {
  formatValue: (value: number) => `$${Math.round(value / 100).toLocaleString(intlTag(i18n.locale))}`,
  valueUnit: 100,
};

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-ink-muted">{detail}</dd>}
    </div>
  );
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      {/* Wraps when the action does not fit beside the title (a longer language's month picker on a phone). */}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-sm font-semibold whitespace-nowrap">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A report table's column headings: the first names the row, the rest are right-aligned figures. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="text-left text-ink-muted">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={index === 0 ? 'py-1 font-medium' : 'py-1 pl-2 text-right font-medium'}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function OverviewPanel({ week }: { week: AnalyticsWeek }) {
  const { t } = useLingui();
  const { totals } = week;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
        <Stat label={t`Revenue`} value={money(totals.revenueCents)} detail={t`Tax ${money(totals.taxCents)}`} />
        <Stat
          label={t`Orders`}
          value={count(totals.numOrders)}
          // The spec's English says "items" for one too; the plural lets Spanish say "1 artículo vendido".
          detail={plural(totals.itemsSold, { one: '# items sold', other: '# items sold' })}
        />
        <Stat label={t`Average order`} value={money(totals.averageOrderCents)} />
        <Stat label={t`Tips`} value={money(totals.tipCents)} />
        <Stat
          label={t`Refunds`}
          value={count(totals.refundedOrders)}
          detail={totals.refundedOrders > 0 ? t`${money(totals.refundedCents)} returned` : t`None this week`}
        />
        <Stat
          label={t`Customers`}
          value={count(totals.customers)}
          detail={plural(totals.newCustomers, { one: '# new', other: '# new' })}
        />
      </dl>
      <ChartFigure
        title={t`Revenue by day`}
        labels={week.days.map((day) => weekdayLabel(day.date))}
        values={week.days.map((day) => day.revenueCents)}
        {...moneyAxis}
      />
    </div>
  );
}

export function SalesPanel({ week }: { week: AnalyticsWeek }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title={t`Orders by day`}
        labels={week.days.map((day) => weekdayLabel(day.date))}
        values={week.days.map((day) => day.numOrders)}
        {...countAxis}
      />
      <ChartFigure
        title={t`Orders by hour`}
        labels={week.hours.map((hour) => hourLabel(hour.hour))}
        values={week.hours.map((hour) => hour.numOrders)}
        {...countAxis}
      />
      <ChartFigure
        title={t`Revenue by hour`}
        labels={week.hours.map((hour) => hourLabel(hour.hour))}
        values={week.hours.map((hour) => hour.revenueCents)}
        {...moneyAxis}
      />
      <Section title={t`Peak hours`}>
        <ol className="flex flex-col gap-2">
          {week.peakHours.map((hour, index) => (
            <li
              key={hour.hour}
              className="flex items-center justify-between gap-3 rounded-xl bg-surface-raised px-3 py-2"
            >
              <span>
                <span className="mr-2 font-semibold text-brand">{index + 1}</span>
                {hourRangeLabel(hour.hour)}
              </span>
              <span className="text-sm text-ink-muted tabular-nums">
                <Plural value={hour.numOrders} one="# orders" other="# orders" /> · {money(hour.revenueCents)}
              </span>
            </li>
          ))}
        </ol>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">
            <Trans>Sales by day</Trans>
          </caption>
          <TableHead columns={[t`Day`, t`Orders`, t`Tips`, t`Revenue`]} />
          <tbody className="tabular-nums">
            {week.days.map((day) => (
              <tr key={day.date} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {weekdayLabel(day.date)} {day.date.slice(5).replace('-', '/')}
                </th>
                <td className="py-1.5 text-right">{day.numOrders}</td>
                <td className="py-1.5 text-right">{money(day.tipCents)}</td>
                <td className="py-1.5 text-right">{money(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}

export function UsersPanel({ week }: { week: AnalyticsWeek }) {
  const { t } = useLingui();
  const { totals } = week;
  const newShare = percentOf(totals.newCustomers, totals.customers);
  const returningShare = totals.customers > 0 ? 100 - newShare : 0;
  const labels = customerLabels(week.topCustomers);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t`New and returning customers`}>
        <p className="text-sm text-ink-muted">
          <Trans>
            {totals.customers} customers ordered this week. Returning customers had ordered here before the week began.
          </Trans>
        </p>
        <div className="mt-3 flex h-4 overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
          <div className="bg-brand" style={{ width: `${newShare}%` }} />
          <div className="bg-success" style={{ width: `${returningShare}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-ink-muted">
              <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-brand" />
              <Trans>New</Trans>
            </dt>
            <dd className="text-xl font-semibold tabular-nums">
              {newShare}% <span className="text-sm font-normal text-ink-muted">({totals.newCustomers})</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">
              <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-success" />
              <Trans>Returning</Trans>
            </dt>
            <dd className="text-xl font-semibold tabular-nums">
              {returningShare}%{' '}
              <span className="text-sm font-normal text-ink-muted">({totals.returningCustomers})</span>
            </dd>
          </div>
        </dl>
      </Section>
      <Section title={t`Top customers`}>
        <ol className="flex flex-col gap-2">
          {week.topCustomers.map((customer, index) => (
            <li
              key={customer.userId}
              className="flex items-center justify-between gap-3 rounded-xl bg-surface-raised px-3 py-2"
            >
              <span className="min-w-0 truncate">
                <span className="mr-2 font-semibold text-ink-muted">{index + 1}</span>
                {labels.get(customer.userId)}
              </span>
              <span className="shrink-0 text-sm text-ink-muted tabular-nums">
                <Plural value={customer.numOrders} one="# order" other="# orders" /> · {money(customer.revenueCents)}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

export function ProductsPanel({ week, exportButton }: { week: AnalyticsWeek; exportButton: ReactNode }) {
  const { t } = useLingui();
  const shown = week.topProducts.slice(0, ANALYTICS_TOP_PRODUCTS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <Section title={t`Top ${ANALYTICS_TOP_PRODUCTS_SHOWN} products`} action={exportButton}>
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Top products by revenue</Trans>
          </caption>
          <TableHead columns={[t`Product`, t`Sold`, t`Revenue`]} />
          <tbody className="tabular-nums">
            {shown.map((product, index) => (
              <tr key={product.productId} className="border-t border-line">
                <th scope="row" className="py-2 text-left font-normal">
                  <span className="mr-2 font-semibold text-brand">{index + 1}</span>
                  {product.name}
                  {product.variantName && <span className="text-ink-muted"> · {product.variantName}</span>}
                </th>
                <td className="py-2 text-right">{product.quantity}</td>
                <td className="py-2 text-right">{money(product.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <ChartFigure
        title={t`Revenue by product (by rank)`}
        labels={shown.map((_, index) => `#${index + 1}`)}
        values={shown.map((product) => product.revenueCents)}
        {...moneyAxis}
      />
    </div>
  );
}
