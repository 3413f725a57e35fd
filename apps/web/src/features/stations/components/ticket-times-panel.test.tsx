// @vitest-environment jsdom
import type { TicketTimesReportResponse } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketTimesPanel } from './ticket-times-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATION = 'BAR1';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the ticket-times call with `answer` (the analytics weeks with one week whose numbers never arrive). */
function fakeServer(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/ticket-times')) return answer();
      if (url.endsWith('/weeks')) {
        return json({
          vendorId: 'V1',
          timeZone: 'America/Los_Angeles',
          weeks: [{ weekStart: '2026-11-22', weekEnd: '2026-11-28' }],
        });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return calls;
}

function renderWithQueries(node: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const report: TicketTimesReportResponse = {
  items: [
    { day: '2026-11-27', stationId: 'ST-BAR', stationName: 'Bar', count: 12, averageSeconds: 95, p90Seconds: 200 },
    { day: '2026-11-27', stationId: 'ST-K', stationName: 'Kitchen', count: 3, averageSeconds: 420, p90Seconds: 600 },
    { day: '2026-11-28', stationId: 'ST-BAR', stationName: 'Bar', count: 1, averageSeconds: 40, p90Seconds: 40 },
  ],
};

describe('the ticket times report', () => {
  it('shows each venue day’s stations with their tickets, average and p90, for the range asked', async () => {
    const calls = fakeServer(() => json(report));
    renderWithQueries(
      <TicketTimesPanel
        vendorLocationId={LOCATION}
        from="2026-11-22"
        to="2026-11-28"
        periodLabel="Nov 22 – 28, 2026"
      />,
    );
    const table = await screen.findByRole('table');
    expect(calls).toContain('/order-service/v1/vendor-locations/BAR1/ticket-times?from=2026-11-22&to=2026-11-28');
    expect(within(table).getByRole('columnheader', { name: 'Fri, Nov 27' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Sat, Nov 28' })).toBeTruthy();
    const kitchen = within(table).getByRole('row', { name: /Kitchen/ });
    expect(kitchen.textContent).toBe('Kitchen37 min10 min');
    expect(
      within(table)
        .getAllByRole('row', { name: /^Bar/ })
        .map((row) => row.textContent),
    ).toEqual(['Bar121 min 35 s3 min 20 s', 'Bar140 s40 s']);
  });

  it('says "No tickets yet." when nothing was bumped in the range', async () => {
    fakeServer(() => json({ items: [] }));
    renderWithQueries(
      <TicketTimesPanel vendorLocationId={LOCATION} from="2026-11-22" to="2026-11-28" periodLabel="this week" />,
    );
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
  });

  it('shows the server’s message when the report fails, and reads it again on Retry', async () => {
    let fails = true;
    const calls = fakeServer(() =>
      fails
        ? json({ error: { code: 'FORBIDDEN', message: 'Only a manager can see this.' } }, 403)
        : json({ items: [] }),
    );
    renderWithQueries(
      <TicketTimesPanel vendorLocationId={LOCATION} from="2026-11-22" to="2026-11-28" periodLabel="this week" />,
    );
    expect(await screen.findByText('Only a manager can see this.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
    expect(calls.filter((url) => url.includes('/ticket-times'))).toHaveLength(2);
  });
});
