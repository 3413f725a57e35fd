/**
 * The address a printed code carries: the server's configured public address (PUBLIC_BASE_URL), else the browser's
 * own (the best there is when none was configured).
 */
export function publicUrlOf(path: string, publicBaseUrl: string | null, browserOrigin: string): string {
  return `${(publicBaseUrl ?? browserOrigin).replace(/\/$/, '')}${path}`;
}

/** An address only this computer can open (localhost, 127.x, ::1, 0.0.0.0): useless on a printed poster. */
export function isLocalOnlyUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' || host === '0.0.0.0'
  );
}
