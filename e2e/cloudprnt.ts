import { confirmCloudPrntJob, endpointPath, getCloudPrntJob, pollCloudPrnt } from '@queueless/contracts';

/**
 * A Star CloudPRNT printer over HTTP, for the journeys (as apps/server/test/cloudprnt-printer.ts speaks it to the app
 * in process): it polls with its token as the Basic password, fetches a ready job as text (the server's
 * `text/plain` rendering, so a journey reads the ticket's lines) and confirms it "200 OK".
 */
export function cloudPrntPrinter(apiBase: string, token: string) {
  const authorization = `Basic ${Buffer.from(`printer:${token}`).toString('base64')}`;
  const url = (path: string) => new URL(path, apiBase);

  /** One poll; when a job is ready, its text, fetched and confirmed printed. Null when there was nothing to print. */
  async function printNext(): Promise<string | null> {
    const polled = await fetch(url(endpointPath(pollCloudPrnt, {})), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200%20OK', printerMAC: '00:11:62:00:00:01', printingInProgress: false }),
    });
    if (polled.status !== 200) throw new Error(`CloudPRNT poll: ${polled.status} ${await polled.text()}`);
    const offer = (await polled.json()) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!offer.jobReady || !offer.jobToken) return null;
    if (!offer.mediaTypes?.includes('text/plain')) throw new Error(`No text/plain in ${offer.mediaTypes}`);
    const job = await fetch(url(endpointPath(getCloudPrntJob, {}, { type: 'text/plain', token: offer.jobToken })), {
      headers: { authorization },
    });
    if (job.status !== 200) throw new Error(`CloudPRNT job: ${job.status} ${await job.text()}`);
    const text = await job.text();
    const confirmed = await fetch(
      url(endpointPath(confirmCloudPrntJob, {}, { code: '200 OK', token: offer.jobToken })),
      { method: 'DELETE', headers: { authorization } },
    );
    if (confirmed.status !== 200) throw new Error(`CloudPRNT confirm: ${confirmed.status} ${await confirmed.text()}`);
    return text;
  }

  return { printNext };
}
