// @vitest-environment jsdom
import type { StationTicket, StationTicketsResponse } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchFirstFrame } from '#web/test/first-frame';
import { StationScreen } from './station-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATION = 'BAR1';
const STATION = 'ST-BAR';
const station = { stationId: STATION, vendorLocationId: LOCATION, name: 'Bar', sound: 'chime', position: 0 } as const;

function ticket(orderId: string, overrides: Partial<StationTicket> = {}): StationTicket {
  return {
    ticketId: `T-${orderId}`,
    stationId: STATION,
    orderId,
    shortOrderId: orderId.slice(-6),
    firstName: 'Ada',
    isIdCheck: false,
    items: [
      {
        lineNo: 1,
        productId: 'P1',
        name: 'Margarita',
        variantName: null,
        quantity: 1,
        options: [
          { name: 'NO SALT', quantity: 1 },
          { name: 'XTRA LIME', quantity: 2 },
        ],
        bumpedAt: null,
      },
    ],
    createdAt: new Date(Date.now() - 4 * 60_000 - 5_000).toISOString(),
    bumpedAt: null,
    ...overrides,
  };
}

function ticketsOf(items: StationTicket[], overrides: Partial<StationTicketsResponse> = {}): StationTicketsResponse {
  return {
    station,
    items,
    lastBumped: null,
    times: { count: 0, averageSeconds: null, p90Seconds: null },
    printers: [],
    asOf: new Date().toISOString(),
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose ticket stream stays open and sends what the test pushes. */
function fakeServer(initial: StationTicketsResponse) {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url.endsWith('/tickets/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            controller.enqueue(encoder.encode(`event: tickets\ndata: ${JSON.stringify(initial)}\n\n`));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      if (url.endsWith('/tickets')) return json(initial);
      if (method === 'PUT') return json({ ticket: initial.items[0], isOrderReady: false });
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  return {
    calls,
    push(tickets: StationTicketsResponse) {
      stream?.enqueue(encoder.encode(`event: tickets\ndata: ${JSON.stringify(tickets)}\n\n`));
    },
  };
}

/** A Web Audio stand-in that starts suspended (the browser's autoplay rule) and counts the tones played. */
function fakeAudio() {
  const started: number[] = [];
  class FakeAudioContext extends EventTarget {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      this.state = 'running';
      this.dispatchEvent(new Event('statechange'));
    });
    close = vi.fn(async () => {});
    createOscillator() {
      return {
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop() {},
      };
    }
    createGain() {
      return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return started;
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <StationScreen vendorLocationId={LOCATION} stationId={STATION} backTo="/staff/location/BAR1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a station screen', () => {
  it('shows each ticket with its age, options by kitchen name and CHECK ID; a new one rings once sound is on', async () => {
    const server = fakeServer(ticketsOf([ticket('ORDERAAAAA1', { isIdCheck: true })]));
    const tones = fakeAudio();
    renderScreen();
    const first = await screen.findByRole('listitem', { name: 'Ticket AAAAA1' });
    expect(within(first).getByText('Ada')).toBeTruthy();
    expect(within(first).getByText('CHECK ID')).toBeTruthy();
    expect(within(first).getByText('NO SALT · 2 × XTRA LIME')).toBeTruthy();
    expect(within(first).getByTestId('ticket-age').textContent).toMatch(/^4:0\d$/);
    expect(within(first).queryByText('NEW')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('station-link').textContent).toBe('Live'));

    fireEvent.click(screen.getByRole('button', { name: 'Tap to enable sound' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());

    // The new ticket's first frame already says NEW: its card is never drawn plain and then changed.
    const firstFrame = watchFirstFrame(() => screen.queryByRole('listitem', { name: 'Ticket BBBBB2' }));
    server.push(ticketsOf([ticket('ORDERAAAAA1'), ticket('ORDERBBBBB2', { createdAt: new Date().toISOString() })]));
    const second = await screen.findByRole('listitem', { name: 'Ticket BBBBB2' });
    expect(firstFrame.stop()).toContain('NEW');
    expect(within(second).getByText('NEW')).toBeTruthy();
    await waitFor(() => expect(tones.length).toBe(2));
  });

  it('bumps an item, a ticket, and recalls the last bumped', async () => {
    const lastBumped = ticket('ORDERCCCCC3', { bumpedAt: new Date().toISOString() });
    const server = fakeServer(ticketsOf([ticket('ORDERAAAAA1')], { lastBumped }));
    fakeAudio();
    renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Ticket AAAAA1' });
    const path = `/order-service/v1/vendor-locations/${LOCATION}/stations/${STATION}/tickets`;

    fireEvent.click(within(card).getByRole('button', { name: 'Bump 1 × Margarita, NO SALT · 2 × XTRA LIME' }));
    await waitFor(() => expect(server.calls).toContain(`PUT ${path}/T-ORDERAAAAA1/items/1/bump`));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Bump ticket AAAAA1' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Bump ticket AAAAA1' }));
    await waitFor(() => expect(server.calls).toContain(`PUT ${path}/T-ORDERAAAAA1/bump`));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Recall #CCCCC3' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recall #CCCCC3' }));
    await waitFor(() => expect(server.calls).toContain(`PUT ${path}/T-ORDERCCCCC3/recall`));
  });

  it('says which printer is offline, the shift’s times, and no open tickets', async () => {
    fakeServer(
      ticketsOf([], {
        times: { count: 12, averageSeconds: 200, p90Seconds: 330 },
        printers: [
          { printerId: 'PR1', name: 'Bar printer', isOnline: false, lastStatus: '200 OK' },
          { printerId: 'PR2', name: 'Back printer', isOnline: true, lastStatus: '200 OK' },
        ],
      }),
    );
    fakeAudio();
    renderScreen();
    expect(await screen.findByText('No open tickets.')).toBeTruthy();
    expect(screen.getByTestId('ticket-times').textContent).toBe(
      'Average 3 min 20 s · p90 5 min 30 s · 12 tickets this shift',
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Bar printer is offline: it has not checked in for a minute.']);
  });

  it('shows the refusal of a station that is not the location’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'NOT_FOUND', message: 'This station is not at this location.' } }, 404)),
    );
    fakeAudio();
    renderScreen();
    expect(await screen.findByText('Station not found')).toBeTruthy();
    expect(screen.getByText('This station is not at this location.')).toBeTruthy();
  });
});
