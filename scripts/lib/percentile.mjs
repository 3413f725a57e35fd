// The benchmark scripts' one percentile: nearest rank over a few values, as their tables report it.

/** The `q`-th quantile (0 < q ≤ 1) of `values`, by nearest rank: a value that was measured, never one in between. */
export function nearestRank(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
