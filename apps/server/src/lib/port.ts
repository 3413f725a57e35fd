import { createServer } from 'node:net';

export class PortInUseError extends Error {}

/** The one line a second server on a busy port prints, instead of a raw EADDRINUSE stack. */
export function portInUseMessage(port: number, host: string): string {
  return `Port ${port} on ${host} is already in use (is Queueless already running?). Stop that process or start with PORT=<another port>.`;
}

/**
 * Checks that the port is free before anything slow or stateful happens (opening the embedded database's folder,
 * which a running server holds). Listens once and lets go; the real listen follows within a second.
 */
export function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(portInUseMessage(port, host)) : error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
