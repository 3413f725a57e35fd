import type { StartSignInBody, startSignInResponseSchema } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

export type StartSignInResponse = z.infer<typeof startSignInResponseSchema>;

/** Texts a 6-digit code to the phone. */
export function startSignIn(body: StartSignInBody): Promise<StartSignInResponse> {
  return apiRequest<StartSignInResponse>(apiPaths.startSignIn(), { method: 'POST', body, anonymous: true });
}

export function useStartSignIn() {
  return useMutation({ mutationFn: startSignIn });
}
