import type { TracingConfig } from './config.js';

/** A started OpenTelemetry SDK (decision 076): the trace fields for log lines, and a flush on the way out. */
export type Tracing = {
  /** The active span's ids for a log line (pino's mixin), or nothing outside a traced request. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends what is still queued and stops. */
  shutdown(): Promise<void>;
};

/** Requests nobody wants a trace of: probes and the scraper, every few seconds each. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Starts the OpenTelemetry Node SDK with the OTLP/HTTP trace exporter and the http, Fastify and pg instrumentations.
 * It must run before `fastify`, `pg` and `node:http` are first imported (apps/server/src/main.ts imports the server
 * only after it): the http and pg instrumentations patch those modules as they load, and @fastify/otel joins each
 * Fastify instance as it is created (`registerOnInitialization`). Nothing here is imported unless tracing is on.
 */
export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const [
    api,
    { NodeSDK, tracing },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const tracingSdk = new NodeSDK({
    serviceName: config.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` }),
    sampler: new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(config.sampleRatio) }),
    // Traces only: our metrics are Prometheus's (decision 065), our logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Statement text only, never its values (phone numbers, tokens); no spans for queries outside a trace
      // (sweeps, the LISTEN connection), which would each be a trace of one span.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  tracingSdk.start();
  return {
    logFields() {
      // An unsampled or untraced request (a probe) has no ids worth printing.
      const context = api.trace.getActiveSpan()?.spanContext();
      return context && api.isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
    },
    shutdown: () => tracingSdk.shutdown(),
  };
}
