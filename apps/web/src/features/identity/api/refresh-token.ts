import type { RefreshTokenResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { apiPaths } from '#web/lib/paths';

/** Trades the refresh cookie for a new id token (and a new cookie: refresh tokens are single use). */
export function refreshToken(): Promise<RefreshTokenResponse> {
  return apiRequest<RefreshTokenResponse>(apiPaths.refreshToken(), { method: 'POST', anonymous: true });
}
