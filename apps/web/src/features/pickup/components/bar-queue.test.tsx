// @vitest-environment jsdom
import type { QueueOrder, QueueResponse } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '#web/test/factories';
import { watchFirstFrame } from '#web/test/first-frame';
import { BarQueue, waitedFor } from './bar-queue';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATION = 'BAR1';
const paidAt = new Date(Date.now() - 4 * 60_000).toISOString();

function queueOrder(orderId: string, overrides: Partial<QueueOrder> = {}): QueueOrder {
  return {
    orderId,
    shortOrderId: orderId.slice(-6),
    firstName: 'Ada',
    status: 'PAID',
    items: [
      {
        productId: 'P1',
        name: 'Negroni',
        variantName: null,
        quantity: 2,
        options: [],
        components: [],
        idRequired: false,
      },
    ],
    idCheckRequired: false,
    totalQuantity: 2,
    paidAt,
    readyAt: null,
    ...overrides,
  };
}

const queueOf = (...items: QueueOrder[]): QueueResponse => ({ items, asOf: new Date().toISOString() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose queue stream stays open and sends what the test pushes. */
function fakeServer(initial: QueueResponse, { retryLine = 'retry: 3000\n\n' } = {}) {
  let current = initial;
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const calls: { method: string; url: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url.endsWith('/queue/events')) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
          controller.enqueue(encoder.encode(`${retryLine}event: queue\ndata: ${JSON.stringify(current)}\n\n`));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.endsWith('/queue')) return json(current);
    if (method === 'PUT' && url.endsWith('/ready')) {
      const orderId = url.split('/orders/')[1]?.split('/')[0] ?? '';
      return json({ order: makeOrder({ orderId, readyAt: new Date().toISOString() }), wasAlreadyReady: false });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    push(queue: QueueResponse) {
      stream?.enqueue(encoder.encode(`event: queue\ndata: ${JSON.stringify(queue)}\n\n`));
    },
    /** The link drops (the server lost its database and ended the stream); the queue is `next` from now on. */
    drop(next: QueueResponse) {
      current = next;
      stream?.close();
    },
  };
}

/** A Web Audio stand-in that counts the tones played. */
function fakeAudio() {
  const started: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {});
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
      return {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (node: unknown) => node,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return started;
}

function renderQueue() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <BarQueue vendorLocationId={LOCATION} />
    </QueryClientProvider>,
  );
}

describe('the bar queue page', () => {
  it('shows each order with short id, first name, items and age; a new one appears, flagged, with a beep', async () => {
    const server = fakeServer(queueOf(queueOrder('ORDERAAAAA1')));
    const tones = fakeAudio();
    renderQueue();
    const first = await screen.findByRole('listitem', { name: 'Order AAAAA1' });
    expect(within(first).getByText('#AAAAA1')).toBeTruthy();
    expect(within(first).getByText('Ada')).toBeTruthy();
    expect(within(first).getByText('Negroni', { exact: false })).toBeTruthy();
    expect(within(first).getByText('4 min')).toBeTruthy();
    expect(within(first).queryByText('NEW')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('queue-link').textContent).toBe('Live'));

    // Sound needs a tap first (browsers allow audio only after a gesture).
    // One name, its state in aria-pressed (decision 083).
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Sound' }));
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');

    // The new order's first frame already says NEW: its row is never drawn plain and then changed.
    const firstFrame = watchFirstFrame(() => screen.queryByRole('listitem', { name: 'Order BBBBB2' }));
    server.push(queueOf(queueOrder('ORDERAAAAA1'), queueOrder('ORDERBBBBB2', { firstName: null })));
    const second = await screen.findByRole('listitem', { name: 'Order BBBBB2' });
    expect(firstFrame.stop()).toContain('NEW');
    expect(within(second).getByText('Guest')).toBeTruthy();
    await waitFor(() => expect(tones.length).toBe(2));
    expect(screen.getByText('2 waiting')).toBeTruthy();
  });

  it("shows each line's choices by their kitchen names, a combo's components, and CHECK ID (issue 39)", async () => {
    const option = (name: string, kitchenName: string) => ({
      optionId: `O-${name}`,
      name,
      kitchenName,
      priceDelta: '0.00',
      quantity: 1,
      preModifier: null,
    });
    fakeServer(
      queueOf(
        queueOrder('ORDERCCCCC3', {
          idCheckRequired: true,
          items: [
            {
              productId: 'MARG',
              name: 'Margarita',
              variantName: null,
              quantity: 1,
              options: [option('Don Julio', 'DON JULIO'), option('No salt', 'NO SALT')],
              components: [],
              idRequired: true,
            },
            {
              productId: 'COMBO',
              name: 'Pint + Hot Dog',
              variantName: null,
              quantity: 1,
              options: [],
              components: [
                {
                  slotId: 'S1',
                  slotName: 'Drink',
                  productId: 'LAGER',
                  name: 'House Lager',
                  productType: 'ALCOHOLIC_ITEM',
                  priceDelta: '0.00',
                  options: [],
                },
                {
                  slotId: 'S2',
                  slotName: 'Main',
                  productId: 'DOG',
                  name: 'Hot Dog',
                  productType: 'FOOD_ITEM',
                  priceDelta: '0.00',
                  options: [option('Onion', 'NO ONION')],
                },
              ],
              idRequired: true,
            },
          ],
        }),
      ),
    );
    renderQueue();
    const card = await screen.findByRole('listitem', { name: 'Order CCCCC3' });
    expect(within(card).getByTestId('check-id').textContent).toBe('CHECK ID');
    expect(within(card).getByText('DON JULIO, NO SALT')).toBeTruthy();
    expect(within(card).getByText('House Lager, Hot Dog NO ONION')).toBeTruthy();
  });

  it('through a dropped link: Reconnecting…, then the order paid meanwhile, then Live again', async () => {
    const server = fakeServer(queueOf(queueOrder('ORDERAAAAA1')), { retryLine: '' });
    renderQueue();
    await screen.findByRole('listitem', { name: 'Order AAAAA1' });
    await waitFor(() => expect(screen.getByTestId('queue-link').textContent).toBe('Live'));

    server.drop(queueOf(queueOrder('ORDERAAAAA1'), queueOrder('ORDERCCCCC3')));
    await waitFor(() => expect(screen.getByTestId('queue-link').textContent).toBe('Reconnecting…'));
    // Read afresh at once, before the stream is back: nothing paid meanwhile is missed.
    expect(await screen.findByRole('listitem', { name: 'Order CCCCC3' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('queue-link').textContent).toBe('Live'));
    expect(server.calls.filter((call) => call.url.endsWith('/queue/events'))).toHaveLength(2);
  });

  it('a Ready tap marks the order ready at once', async () => {
    const server = fakeServer(queueOf(queueOrder('ORDERAAAAA1')));
    renderQueue();
    const card = await screen.findByRole('listitem', { name: 'Order AAAAA1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Ready, order AAAAA1' }));
    await waitFor(() => expect(within(card).getByText('Ready ✓')).toBeTruthy());
    expect(server.calls).toContainEqual({
      method: 'PUT',
      url: `/order-service/v1/vendor-locations/${LOCATION}/orders/ORDERAAAAA1/ready`,
    });
    expect(screen.getByText('0 waiting')).toBeTruthy();
  });

  it("hands focus to the next order's Ready when Ready turns to 'Ready ✓', and says so", async () => {
    fakeServer(queueOf(queueOrder('ORDERAAAAA1'), queueOrder('ORDERBBBBB2')));
    renderQueue();
    const card = await screen.findByRole('listitem', { name: 'Order AAAAA1' });
    const ready = within(card).getByRole('button', { name: 'Ready, order AAAAA1' });
    ready.focus();
    fireEvent.click(ready);
    await waitFor(() => expect(within(card).getByText('Ready ✓')).toBeTruthy());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Ready, order BBBBB2');
    await waitFor(() => expect(document.body.textContent).toContain('Order AAAAA1 ready'));
  });

  it('says how long an order has waited', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(waitedFor('2026-01-01T11:59:40Z', now)).toBe('just now');
    expect(waitedFor('2026-01-01T11:48:00Z', now)).toBe('12 min');
    expect(waitedFor('2026-01-01T10:45:00Z', now)).toBe('1 h 15 min');
  });
});
