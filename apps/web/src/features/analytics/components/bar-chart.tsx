import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { labelEvery, spacedLabels, valueAxisLines } from '#web/features/analytics/chart-axes';

export type BarChartProps = {
  /** One label per bar ("Sun", "9 PM"). */
  labels: string[];
  values: number[];
  /** How a value reads on the axis and in the tooltip-free legend ("$1,234.00", "12"). */
  formatValue: (value: number) => string;
  /** The smallest step the value axis's labels show exactly: 1 for counts, 100 for cents read as whole dollars. */
  valueUnit: number;
  height?: number;
};

const BRAND = '#fbbf24';
const GRID = '#2a2a35';
const INK_MUTED = '#a1a1aa';
const AXIS_FONT = '11px system-ui, sans-serif';

let measuringContext: CanvasRenderingContext2D | null | undefined;
/** A label's width in CSS pixels, in the axis's font. */
function measureLabel(text: string): number {
  if (measuringContext === undefined) {
    measuringContext = document.createElement('canvas').getContext('2d');
    if (measuringContext) measuringContext.font = AXIS_FONT;
  }
  return measuringContext?.measureText(text).width ?? text.length * 6;
}

/**
 * Bars drawn by uPlot on a canvas (about 50 kB, loaded only with the reporting page). The canvas is hidden from
 * screen readers: the figure around it carries the same numbers as a table.
 */
export default function BarChart({ labels, values, formatValue, valueUnit, height = 180 }: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    // Lines at values their labels show exactly (whole counts, whole dollars), the top one labelled too.
    const lines = valueAxisLines(Math.max(0, ...values), valueUnit);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.6, labels.length - 0.4] },
        y: { range: () => [0, lines.at(-1) ?? 1] },
      },
      axes: [
        {
          stroke: INK_MUTED,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          // As many labels as fit the plot's width now (it is drawn again on a resize): none overlapping on a phone.
          values: (u, splits) => {
            const shown = spacedLabels(labels, labelEvery(u.bbox.width / uPlot.pxRatio, labels, measureLabel));
            return splits.map((split) => shown[split] ?? '');
          },
          font: AXIS_FONT,
        },
        {
          stroke: INK_MUTED,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          splits: () => lines,
          values: (_u, splits) => splits.map((split) => formatValue(split)),
          size: 64,
          font: AXIS_FONT,
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
  }, [labels, values, formatValue, valueUnit, height]);

  return <div ref={container} aria-hidden="true" className="w-full" />;
}
