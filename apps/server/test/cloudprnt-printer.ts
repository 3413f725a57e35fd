import { confirmCloudPrntJob, endpointPath, getCloudPrntJob, pollCloudPrnt } from '@queueless/contracts';
import type { AppInstance } from '../src/app-types.js';

/** The media types a Star mC-Print3 takes, in its own order of preference. */
export const STAR_MEDIA_TYPES = ['application/vnd.star.starprnt', 'application/vnd.star.line', 'text/plain'];

/**
 * A simulated Star CloudPRNT printer, speaking the protocol as Star documents it: it POSTs its status (Basic auth with
 * its token as password, as a printer is set up), and when told `jobReady` picks the first of the server's
 * `mediaTypes` it supports, GETs the job with `type` and the `token` it was given, and confirms with DELETE and a
 * `code` ("200 OK" printed, another code for a fault). It can stop before fetching or confirming, as a printer that
 * loses power does.
 */
export function simulatedCloudPrntPrinter(
  app: AppInstance,
  token: string,
  { mac = '00:11:62:12:34:56', mediaTypes = STAR_MEDIA_TYPES } = {},
) {
  const authorization = `Basic ${Buffer.from(`printer:${token}`).toString('base64')}`;
  const printed: { mediaType: string; bytes: Uint8Array }[] = [];
  let statusCode = '200%20OK';

  async function poll() {
    const response = await app.inject({
      method: 'POST',
      url: endpointPath(pollCloudPrnt, {}),
      headers: { authorization, 'content-type': 'application/json' },
      payload: { status: '23 86 0 0 0 0 0 0 0 ', statusCode, printerMAC: mac, printingInProgress: false },
    });
    return response;
  }

  /** One poll and, when a job is ready, its fetch and (unless told not to) its confirmation. */
  async function cycle({ confirmWith = '200 OK' as string | null, fetch = true } = {}) {
    const polled = await poll();
    if (polled.statusCode !== 200) return { status: polled.statusCode, printed: false as const };
    const body = polled.json() as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!body.jobReady || !body.jobToken) return { status: 200, printed: false as const };
    const mediaType = body.mediaTypes?.find((type) => mediaTypes.includes(type));
    if (!mediaType || !fetch) return { status: 200, printed: false as const, jobToken: body.jobToken };
    const job = await app.inject({
      method: 'GET',
      url: endpointPath(getCloudPrntJob, {}, { mac, type: mediaType, token: body.jobToken }),
      headers: { authorization },
    });
    if (job.statusCode !== 200) return { status: job.statusCode, printed: false as const };
    if (confirmWith === null) return { status: 200, printed: false as const, jobToken: body.jobToken };
    const bytes = new Uint8Array(job.rawPayload);
    const confirmed = await app.inject({
      method: 'DELETE',
      url: endpointPath(confirmCloudPrntJob, {}, { mac, code: confirmWith, token: body.jobToken }),
      headers: { authorization },
    });
    if (confirmWith.startsWith('2')) printed.push({ mediaType, bytes });
    return { status: confirmed.statusCode, printed: confirmWith.startsWith('2'), mediaType, bytes };
  }

  /** Polls and prints until the server has nothing more for it; answers how many it printed. */
  async function drain(limit = 500) {
    let count = 0;
    for (let i = 0; i < limit; i += 1) {
      const result = await cycle();
      if (!result.printed) return count;
      count += 1;
    }
    return count;
  }

  return {
    poll,
    cycle,
    drain,
    printed,
    setStatus(code: string) {
      statusCode = encodeURIComponent(code);
    },
  };
}
