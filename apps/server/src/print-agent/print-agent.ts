import { connect } from 'node:net';
import { confirmCloudPrntJob, endpointPath, getCloudPrntJob, pollCloudPrnt } from '@queueless/contracts';

/** How often the agent asks for work when there was none (a Star printer's default is 5 s; 2 s keeps tickets quick). */
export const AGENT_POLL_MS = 2_000;
/** A printer that does not take the bytes within this long is treated as off. */
const PRINTER_TIMEOUT_MS = 10_000;

export type AgentPrinter = { token: string; host: string; port: number };

export type AgentOptions = {
  server: string;
  printers: AgentPrinter[];
  pollMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
};

/** Sends the bytes to a network printer (raw TCP, port 9100): resolves once the printer has taken them all. */
export function sendToPrinter(printer: { host: string; port: number }, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: printer.host, port: printer.port });
    socket.setTimeout(PRINTER_TIMEOUT_MS, () => socket.destroy(new Error('the printer did not answer in time')));
    socket.once('error', reject);
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
    socket.end(Buffer.from(bytes));
  });
}

/**
 * The print agent (decision 088): for each network printer it was started with, it polls the server as a Star
 * CloudPRNT printer does (with that printer's token), asks for ESC/POS, sends the bytes to that printer's address
 * only, and confirms: "200 OK" once the printer took them, a fault code when it could not be reached (the server then
 * offers the job again, in order). The server never tells it where to connect: a job is bytes, not an address.
 */
export function createPrintAgent(options: AgentOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.server.replace(/\/+$/, '');
  const log = options.log ?? (() => undefined);
  const status = new Map<AgentPrinter, string>();

  async function call(printer: AgentPrinter, method: string, path: string, body?: unknown) {
    return doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${printer.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  }

  /** One poll for one printer and, when a job is ready, its delivery; answers whether it printed one. */
  async function cycle(printer: AgentPrinter): Promise<boolean> {
    const statusCode = status.get(printer) ?? '200 OK';
    const polled = await call(printer, 'POST', endpointPath(pollCloudPrnt, {}), {
      statusCode: encodeURIComponent(statusCode),
      printerMAC: `agent:${printer.host}:${printer.port}`,
      printingInProgress: false,
    });
    if (polled.status === 401) throw new Error('the server refused this printer token (revoked or wrong)');
    if (!polled.ok) throw new Error(`the server answered ${polled.status}`);
    const offer = (await polled.json()) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!offer.jobReady || !offer.jobToken) return false;
    const type = 'application/vnd.escpos';
    if (!offer.mediaTypes?.includes(type)) throw new Error('the server offers no ESC/POS job');
    const job = await call(printer, 'GET', endpointPath(getCloudPrntJob, {}, { type, token: offer.jobToken }));
    if (!job.ok) return false;
    const bytes = new Uint8Array(await job.arrayBuffer());
    let code = '200 OK';
    try {
      await sendToPrinter(printer, bytes);
      status.set(printer, '200 OK');
    } catch (error) {
      code = '500 Printer Unreachable';
      status.set(printer, code);
      log(`printer ${printer.host}:${printer.port} unreachable: ${(error as Error).message}`);
    }
    await call(printer, 'DELETE', endpointPath(confirmCloudPrntJob, {}, { code, token: offer.jobToken }));
    return code === '200 OK';
  }

  let isStopped = false;
  const timers = new Set<NodeJS.Timeout>();

  async function loop(printer: AgentPrinter) {
    while (!isStopped) {
      let printed = false;
      try {
        printed = await cycle(printer);
      } catch (error) {
        log(`poll failed for ${printer.host}:${printer.port}: ${(error as Error).message}`);
      }
      if (printed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, options.pollMs ?? AGENT_POLL_MS);
        timers.add(timer);
      });
    }
  }

  return {
    cycle,
    start() {
      return Promise.all(options.printers.map((printer) => loop(printer)));
    },
    stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/** What `npm run print-agent -- --help` prints. */
export const AGENT_USAGE = `Queueless print agent: prints a location's tickets on network printers (ESC/POS on TCP 9100).

Usage: npm run print-agent -- --server URL --token TOKEN --printer HOST[:PORT] [--token TOKEN --printer HOST[:PORT]]...

  --server URL            the Queueless address, https://…
  --token TOKEN           a printer's token (qlp_…, shown once when the manager adds the printer)
  --printer HOST[:PORT]   where that printer listens on this network (port 9100 unless given)
  --help                  this text

It polls the server as a Star CloudPRNT printer would, every ${AGENT_POLL_MS / 1000} s, and sends each job only to the
printer configured with its token.`;

/** `--help` asks for the usage. */
export const isHelpAsked = (argv: string[]) => argv.includes('--help') || argv.includes('-h');

/** `--server URL` then one or more `--token T --printer HOST[:PORT]` pairs. */
export function parseAgentArgs(argv: string[]): { server: string; printers: AgentPrinter[] } {
  let server = '';
  const printers: AgentPrinter[] = [];
  let token: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1] ?? '';
    if (flag === '--server') {
      server = value;
      i += 1;
    } else if (flag === '--token') {
      token = value;
      i += 1;
    } else if (flag === '--printer') {
      if (!token) throw new Error('--printer must follow its --token');
      const [host = '', port = '9100'] = value.split(':');
      const portNumber = Number(port);
      if (!host || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) {
        throw new Error(`not a printer address: ${value} (HOST or HOST:PORT)`);
      }
      printers.push({ token, host, port: portNumber });
      token = null;
      i += 1;
    } else {
      throw new Error(`unknown option ${flag}`);
    }
  }
  if (!/^https?:\/\//.test(server)) throw new Error('--server must be the Queueless address, https://…');
  if (printers.length === 0) throw new Error('give at least one --token … --printer HOST[:PORT]');
  return { server, printers };
}
