import type { StartSignInBody, startSignInResponseSchema } from '@queueless/contracts';
import { startSignIn as startSignInEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '#web/lib/api-client';

export type StartSignInResponse = z.infer<typeof startSignInResponseSchema>;

/** Texts a 6-digit code to the phone. */
export function startSignIn(body: StartSignInBody): Promise<StartSignInResponse> {
  return callEndpoint(startSignInEndpoint, { body, anonymous: true });
}

export function useStartSignIn() {
  return useMutation({ mutationFn: startSignIn });
}
