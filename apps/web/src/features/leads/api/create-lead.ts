import type { CreateLeadBody, CreateLeadResponse } from '@queueless/contracts';
import { createLead as createLeadEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** Sends the Book a Demo form. The same submissionId is stored once, so a retry is safe. */
export async function createLead(body: CreateLeadBody): Promise<void> {
  await apiRequest<CreateLeadResponse>(endpointPath(createLeadEndpoint), { method: 'POST', body, anonymous: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
