import type { VerifySignInBody, VerifySignInResponse } from '@queueless/contracts';
import { verifySignIn as verifySignInEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** Checks the code; the answer carries the id token, and the refresh token arrives as an httpOnly cookie. */
export function verifySignIn(body: VerifySignInBody): Promise<VerifySignInResponse> {
  return apiRequest<VerifySignInResponse>(endpointPath(verifySignInEndpoint), {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useVerifySignIn() {
  return useMutation({ mutationFn: verifySignIn });
}
