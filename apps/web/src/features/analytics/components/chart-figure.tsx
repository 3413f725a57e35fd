import { lazy, Suspense } from 'react';
import type { BarChartProps } from './bar-chart';

// uPlot comes with this page only: its own chunk, fetched when the first chart is drawn.
const BarChart = lazy(() => import('./bar-chart'));

type ChartFigureProps = BarChartProps & { title: string };

/** A titled chart with its numbers as a table for screen readers. */
export function ChartFigure({ title, labels, values, formatValue, valueUnit, height = 180 }: ChartFigureProps) {
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4">
      <figcaption className="mb-3 text-sm font-semibold text-ink">{title}</figcaption>
      <Suspense fallback={<div style={{ height }} className="w-full animate-pulse rounded-lg bg-surface-raised" />}>
        <BarChart labels={labels} values={values} formatValue={formatValue} valueUnit={valueUnit} height={height} />
      </Suspense>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatValue(values[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
