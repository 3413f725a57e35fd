import type { CreateLeadBody } from '@queueless/contracts';
import { createLead as createLeadEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Sends the Book a Demo form. The same submissionId is stored once, so a retry is safe. */
export async function createLead(body: CreateLeadBody): Promise<void> {
  await callEndpoint(createLeadEndpoint, { body, anonymous: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
