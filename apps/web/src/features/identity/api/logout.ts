import { logOut } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Ends the session on the server and clears the refresh cookie. */
export function logout(): Promise<{ ok: true }> {
  return callEndpoint<typeof logOut, { ok: true }>(logOut, { anonymous: true });
}
