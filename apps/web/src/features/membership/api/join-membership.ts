import type { JoinMembershipBody, MembershipMeResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Activates the membership a succeeded payment bought (the server asks the payment provider). */
export function joinMembership(body: JoinMembershipBody): Promise<MembershipMeResponse> {
  return apiRequest(areaApiPaths.membershipJoin(), { method: 'POST', body });
}
