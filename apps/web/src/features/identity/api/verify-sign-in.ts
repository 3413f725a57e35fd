import type { VerifySignInBody, VerifySignInResponse } from '@queueless/contracts';
import { verifySignIn as verifySignInEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Checks the code; the answer carries the id token, and the refresh token arrives as an httpOnly cookie. */
export function verifySignIn(body: VerifySignInBody): Promise<VerifySignInResponse> {
  return callEndpoint(verifySignInEndpoint, { body, anonymous: true });
}

export function useVerifySignIn() {
  return useMutation({ mutationFn: verifySignIn });
}
