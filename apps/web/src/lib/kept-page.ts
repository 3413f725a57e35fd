/**
 * A menu page as the service worker keeps it (src/sw.ts): without the 21+ notice the server drew into it for the
 * browser that asked (apps/server/src/plugins/server-render.ts puts it between these markers, `#root` inert behind
 * it). A kept copy is shown again later, offline or on a slow link, and most likely to someone who has seen the notice
 * by then (it is kept with `ignoreVary`, whatever the cookie said); when the notice is still due, the app opens it after
 * the page starts, as on any page the browser draws (decision 083, amended).
 */
export function withoutArrivalNotice(html: string): string {
  if (!html.includes('<!--ql-notice-->')) return html;
  return html
    .replace(/<!--ql-notice-->[\s\S]*?<!--\/ql-notice-->/, '')
    .replace('<div id="root" inert>', '<div id="root">');
}

/** The same for a response about to be kept: a new response when it changed, else the one given. */
export async function keptPageResponse(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  const html = await response.clone().text();
  const kept = withoutArrivalNotice(html);
  if (kept === html) return response;
  const headers = new Headers(response.headers);
  // The body is decoded text now, of another length.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(kept, { status: response.status, statusText: response.statusText, headers });
}
