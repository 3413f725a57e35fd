import type { logOut } from '@queueless/contracts';
import { callEndpoint, type EndpointRef } from '#web/lib/api-client';

/** The contract's endpoint, copied (and checked against it) because the shell calls it: no schema on the first load. */
const endpoint = { method: 'POST', path: '/auth-service/v1/logout' } as const satisfies EndpointRef<typeof logOut>;

/** Ends the session on the server and clears the refresh cookie. */
export function logout(): Promise<{ ok: true }> {
  return callEndpoint<typeof logOut, { ok: true }>(endpoint, { anonymous: true });
}
