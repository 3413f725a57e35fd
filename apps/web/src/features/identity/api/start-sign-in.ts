import type { StartSignInBody, startSignInResponseSchema } from '@queueless/contracts';
import { startSignIn as startSignInEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client';

export type StartSignInResponse = z.infer<typeof startSignInResponseSchema>;

/** Texts a 6-digit code to the phone. */
export function startSignIn(body: StartSignInBody): Promise<StartSignInResponse> {
  return apiRequest<StartSignInResponse>(endpointPath(startSignInEndpoint), { method: 'POST', body, anonymous: true });
}

export function useStartSignIn() {
  return useMutation({ mutationFn: startSignIn });
}
