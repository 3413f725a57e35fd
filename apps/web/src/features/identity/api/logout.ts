import { apiRequest } from '#web/lib/api-client';
import { apiPaths } from '#web/lib/paths';

/** Ends the session on the server and clears the refresh cookie. */
export function logout(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(apiPaths.logout(), { method: 'POST', anonymous: true });
}
