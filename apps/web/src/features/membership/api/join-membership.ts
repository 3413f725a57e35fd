import type { JoinMembershipBody, MembershipMeResponse } from '@queueless/contracts';
import { joinMembership as joinMembershipEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Activates the membership a succeeded payment bought (the server asks the payment provider). */
export function joinMembership(body: JoinMembershipBody): Promise<MembershipMeResponse> {
  return callEndpoint(joinMembershipEndpoint, { body });
}
