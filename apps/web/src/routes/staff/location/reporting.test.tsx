// @vitest-environment jsdom
import type { TicketTimesReportResponse } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationReports } from './reporting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const report: TicketTimesReportResponse = {
  items: [
    { day: '2026-11-27', stationId: 'ST-K', stationName: 'Kitchen', count: 3, averageSeconds: 420, p90Seconds: 600 },
  ],
};

/** A location with these stations, one analytics week (whose numbers never arrive) and the ticket-times report. */
function fakeServer(stationNames: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/ticket-times')) return json(report);
      if (url.endsWith('/stations')) {
        return json({
          items: stationNames.map((name, position) => ({
            stationId: `ST-${position}`,
            vendorLocationId: 'BAR1',
            name,
            sound: 'none',
            position,
          })),
          routes: [],
        });
      }
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

function renderReports() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocationReports vendorId="V1" vendorLocationId="BAR1" />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the reports page of a location', () => {
  it('has a Ticket Times tab where the location has stations, reading the week picked', async () => {
    const calls = fakeServer(['Kitchen']);
    renderReports();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ticket Times' }));
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findByRole('row', { name: /Kitchen/ })).textContent).toBe('Kitchen37 min10 min');
    expect(within(panel).getByText('Nov 22 – 28, 2026')).toBeTruthy();
    expect(calls).toContain('/order-service/v1/vendor-locations/BAR1/ticket-times?from=2026-11-22&to=2026-11-28');
  });

  it('has no Ticket Times tab where the location has no stations', async () => {
    fakeServer([]);
    const queryClient = renderReports();
    expect(await screen.findByRole('tab', { name: 'Option Sales' })).toBeTruthy();
    await vi.waitFor(() => expect(queryClient.getQueryState(['stations', 'BAR1'])?.status).toBe('success'));
    expect(screen.queryByRole('tab', { name: 'Ticket Times' })).toBeNull();
  });
});
