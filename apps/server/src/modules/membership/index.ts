// Guest lists reserve with the membership policy; payments tell the membership service a payment succeeded.
export type { MembershipService } from './membership.service.js';
export type { MembershipPolicy, ReservationFacts } from './membership-policy.js';
