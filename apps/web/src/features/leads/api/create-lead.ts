import type { CreateLeadBody, CreateLeadResponse } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Sends the Book a Demo form. The same submissionId is stored once, so a retry is safe. */
export async function createLead(body: CreateLeadBody): Promise<void> {
  await apiRequest<CreateLeadResponse>(areaApiPaths.createLead(), { method: 'POST', body, anonymous: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
