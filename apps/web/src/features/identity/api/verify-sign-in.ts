import type { VerifySignInBody, VerifySignInResponse } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

/** Checks the code; the answer carries the id token, and the refresh token arrives as an httpOnly cookie. */
export function verifySignIn(body: VerifySignInBody): Promise<VerifySignInResponse> {
  return apiRequest<VerifySignInResponse>(apiPaths.verifySignIn(), { method: 'POST', body, anonymous: true });
}

export function useVerifySignIn() {
  return useMutation({ mutationFn: verifySignIn });
}
