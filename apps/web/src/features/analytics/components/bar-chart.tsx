import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type BarChartProps = {
  /** One label per bar ("Sun", "9 PM"). */
  labels: string[];
  values: number[];
  /** How a value reads on the axis and in the tooltip-free legend ("$1,234.00", "12"). */
  formatValue: (value: number) => string;
  height?: number;
};

const BRAND = '#fbbf24';
const GRID = '#2a2a35';
const INK_MUTED = '#a1a1aa';

/**
 * Bars drawn by uPlot on a canvas (about 50 kB, loaded only with the reporting page). The canvas is hidden from
 * screen readers: the figure around it carries the same numbers as a table.
 */
export default function BarChart({ labels, values, formatValue, height = 180 }: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.6, labels.length - 0.4] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          stroke: INK_MUTED,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          values: (_u, splits) =>
            splits.map((split) => (labels.length > 12 && split % 3 !== 0 ? '' : (labels[split] ?? ''))),
          font: '11px system-ui, sans-serif',
        },
        {
          stroke: INK_MUTED,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((split) => formatValue(split)),
          size: 64,
          font: '11px system-ui, sans-serif',
        },
      ],
      series: [
        {},
        {
          stroke: BRAND,
          fill: BRAND,
          paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
          points: { show: false },
        },
      ],
    };
    const chart = new uPlot(options, [xs, values], element);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, values, formatValue, height]);

  return <div ref={container} aria-hidden="true" className="w-full" />;
}
