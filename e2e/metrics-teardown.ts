import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_METRICS_TOKEN } from './test-server.js';

/**
 * After the journeys, while their server still runs: its /metrics (decision 065) is kept in
 * .test-results/e2e-metrics.txt, what Prometheus would have scraped after the run. A server that does not answer
 * leaves a warning, never a failed run (the journeys have said what failed).
 */
export default async function scrapeMetrics() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const file = join(dirname(fileURLToPath(import.meta.url)), '../.test-results/e2e-metrics.txt');
  try {
    const response = await fetch(`http://localhost:${port}/metrics`, {
      headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
    });
    if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await response.text());
    console.log(`Metrics after the journeys: ${file}`);
  } catch (error) {
    console.warn(`Metrics after the journeys were not scraped: ${error instanceof Error ? error.message : error}`);
  }
}
