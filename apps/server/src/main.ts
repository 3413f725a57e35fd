import { type Config, ConfigError, loadConfig } from './config.js';
import type { Tracing } from './tracing.js';

// The server's code (Fastify, pg, node:http) is imported only after tracing has started, when it is on: its
// instrumentations patch those modules as they load (decision 076). Off, nothing of OpenTelemetry is loaded.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
let tracing: Tracing | null = null;
if (config.tracing) {
  const { startTracing } = await import('./tracing.js');
  tracing = await startTracing(config.tracing).catch((error: NodeJS.ErrnoException) => {
    // The image leaves OpenTelemetry's packages out unless built with them (decision 082).
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(
      'OTEL_EXPORTER_OTLP_ENDPOINT is set, but OpenTelemetry is not installed here: build the image with --build-arg TRACING=true (or unset it).',
    );
    process.exit(1);
  });
}
const { exitOnStartFailure, startServer } = await import('./start.js');
startServer({ config, tracing }).catch(exitOnStartFailure);
