import { type RefreshTokenResponse, refreshAccessToken } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Trades the refresh cookie for a new id token (and a new cookie: refresh tokens are single use). */
export function refreshToken(): Promise<RefreshTokenResponse> {
  return callEndpoint<typeof refreshAccessToken, RefreshTokenResponse>(refreshAccessToken, { anonymous: true });
}
