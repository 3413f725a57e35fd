import type { JoinMembershipBody, MembershipMeResponse } from '@queueless/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Activates the membership a succeeded payment bought (the server asks the payment provider). */
export function joinMembership(body: JoinMembershipBody): Promise<MembershipMeResponse> {
  return apiRequest(apiPaths.membershipJoin(), { method: 'POST', body });
}
