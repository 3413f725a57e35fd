import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Offline printers per location, read from the database at each scrape. */
export type OfflinePrintersSource = () => Promise<{ vendorLocationId: string; offline: number }[]>;

/** How many of the database pool's connections are checked out and how many callers wait for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * The install's Prometheus metrics (decision 065), one registry per app: tests build many apps in one process, and
 * prom-client's global registry would refuse the second app's metrics of the same name. Every name starts with
 * `queueless_`; every label takes a bounded set of values (route patterns, never raw addresses; reasons are error
 * codes).
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics({ poolStats }: { poolStats?: () => PoolStats | null } = {}) {
  const registry = new Registry();
  // Process CPU and memory, the event loop's delay (nodejs_eventloop_lag_*), handles, GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** Sources of a gauge read at scrape time (each order-streams set adds its own). */
  const openStreamSources = new Set<() => number>();
  let offlinePrinters: OfflinePrintersSource | null = null;

  return {
    registry,
    httpRequests: new Counter({
      name: 'queueless_http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'queueless_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    orders: new Counter({
      name: 'queueless_orders_total',
      help: 'Orders that reached a state: created, paid, completed, refunded.',
      labelNames: ['transition'] as const,
      registers,
    }),
    paymentFailures: new Counter({
      name: 'queueless_payment_failures_total',
      help: 'Calls to the payment provider that failed, by operation and reason (an error code).',
      labelNames: ['operation', 'reason'] as const,
      registers,
    }),
    refundFailures: new Counter({
      name: 'queueless_refund_failures_total',
      help: 'Refunds the payment provider did not make, by reason (an error code).',
      labelNames: ['reason'] as const,
      registers,
    }),
    smsSent: new Counter({
      name: 'queueless_sms_sent_total',
      help: 'Texts handed to the SMS provider.',
      registers,
    }),
    smsFailed: new Counter({
      name: 'queueless_sms_failed_total',
      help: 'Texts not sent, by reason: country (refused), ceiling (hourly ceiling reached), sign-in-share (sign-in codes used their share of it), provider (it failed).',
      labelNames: ['reason'] as const,
      registers,
    }),
    smsCeilingReached: new Counter({
      name: 'queueless_sms_hourly_ceiling_reached_total',
      help: 'Texts refused because the install reached SMS_MAX_PER_HOUR (log event sms_hourly_ceiling_reached).',
      registers,
    }),
    smsCeilingNear: new Counter({
      name: 'queueless_sms_hourly_ceiling_near_total',
      help: 'Hours in which texts reached 80% of SMS_MAX_PER_HOUR (log event sms_hourly_ceiling_near), before any is refused.',
      registers,
    }),
    webhookSignatureFailures: new Counter({
      name: 'queueless_webhook_signature_failures_total',
      help: 'Payment provider webhook deliveries refused for their signature.',
      labelNames: ['provider'] as const,
      registers,
    }),
    sweepLastSuccess: new Gauge({
      name: 'queueless_sweep_last_success_timestamp_seconds',
      help: "When each sweep last finished a run without failing (Unix time); time() minus this is the sweep's lag.",
      labelNames: ['sweep'] as const,
      registers,
    }),
    sweepFailures: new Counter({
      name: 'queueless_sweep_failures_total',
      help: 'Sweep runs that failed, by sweep.',
      labelNames: ['sweep'] as const,
      registers,
    }),
    housekeepingDeleted: new Counter({
      name: 'queueless_housekeeping_deleted_rows_total',
      help: 'Rows the housekeeping sweep deleted, by table.',
      labelNames: ['table'] as const,
      registers,
    }),
    dbPool: new Gauge({
      name: 'queueless_db_pool_connections',
      help: 'PostgreSQL pool connections: in_use (checked out), idle, waiting (callers waiting for one).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats?.();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
    openStreams: new Gauge({
      name: 'queueless_order_streams_open',
      help: 'Order status streams (server-sent events) open now.',
      registers,
      collect() {
        let open = 0;
        for (const source of openStreamSources) open += source();
        this.set(open);
      },
    }),
    printersOffline: new Gauge({
      name: 'queueless_printers_offline',
      help: 'Printers of a location (registered, not revoked) that have not polled for 60 s, by location id; read from the database at each scrape, so every API process answers the same.',
      labelNames: ['location'] as const,
      registers,
      async collect() {
        if (!offlinePrinters) return;
        // A location whose last printer went is no longer a series; one whose printers all poll is a 0.
        this.reset();
        try {
          for (const row of await offlinePrinters()) this.set({ location: row.vendorLocationId }, row.offline);
        } catch {
          // The database did not answer: the scrape still answers the rest (the readiness check says why).
        }
      },
    }),
    /** Where `queueless_printers_offline` reads its counts (the stations module's). */
    countOfflinePrinters(source: OfflinePrintersSource): void {
      offlinePrinters = source;
    },
    /** Counts a set of streams in `queueless_order_streams_open`. */
    addOpenStreams(source: () => number): void {
      openStreamSources.add(source);
    },
  };
}

/** A bounded label for an error: its code when it has one (AppError, a Node error), else `error`. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : 'error';
}
