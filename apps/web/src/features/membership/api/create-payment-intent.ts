import type {
  CreateMembershipPaymentIntentBody,
  CreateMembershipPaymentIntentResponse,
  MembershipPlan,
} from '@queueless/contracts';
import { createMembershipPaymentIntent as createMembershipPaymentIntentEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Starts paying for a plan: the spec's payload; the server checks the amount against the plan. */
export function createMembershipPaymentIntent(
  plan: MembershipPlan,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<CreateMembershipPaymentIntentResponse> {
  const body: CreateMembershipPaymentIntentBody = {
    amount: plan.amountCents,
    currency: 'usd',
    payment_method_types: ['card'],
    metadata: { duration: plan.durationMonths, membership_type: `${plan.durationMonths}-month` },
  };
  return callEndpoint(createMembershipPaymentIntentEndpoint, { body, ...options });
}
