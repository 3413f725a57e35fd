import type { RefreshTokenResponse, refreshAccessToken } from '@queueless/contracts';
import { callEndpoint, type EndpointRef } from '#web/lib/api-client';

/** The contract's endpoint, copied (and checked against it) because the shell calls it: no schema on the first load. */
const endpoint = {
  method: 'POST',
  path: '/auth-service/v1/token/refresh',
} as const satisfies EndpointRef<typeof refreshAccessToken>;

/** Trades the refresh cookie for a new id token (and a new cookie: refresh tokens are single use). */
export function refreshToken(): Promise<RefreshTokenResponse> {
  return callEndpoint<typeof refreshAccessToken, RefreshTokenResponse>(endpoint, { anonymous: true });
}
