import { describe, expect, it } from 'vitest';
import {
  canMoveRefund,
  decideStaffClaim,
  decideSweep,
  decideUnfilledClaim,
  REFUND_MAX_ATTEMPTS,
  REFUND_STALE_MS,
  REFUND_STATUSES,
  refundKeyOf,
} from './refund-states.js';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const refund = (status: (typeof REFUND_STATUSES)[number], updatedAt = now, attempts = 1) => ({
  status,
  updatedAt,
  attempts,
});

describe('refund states', () => {
  it('moves forward only, settled refunds never move, and SENT may be sent again', () => {
    expect(canMoveRefund('REQUESTED', 'SENT')).toBe(true);
    expect(canMoveRefund('SENT', 'SENT')).toBe(true);
    expect(canMoveRefund('SENT', 'SUCCEEDED')).toBe(true);
    expect(canMoveRefund('SENT', 'FAILED')).toBe(true);
    expect(canMoveRefund('SENT', 'REQUESTED')).toBe(false);
    for (const to of REFUND_STATUSES) {
      expect(canMoveRefund('SUCCEEDED', to)).toBe(false);
      expect(canMoveRefund('FAILED', to)).toBe(false);
    }
  });

  it('keys every refund of an order alike, so a retry is answered from the first', () => {
    expect(refundKeyOf('ORDER1')).toBe('order:ORDER1:refund');
  });

  it('a staff refund claims anew after none or a failure, waits for a recent one, resumes a stale one', () => {
    expect(decideStaffClaim(undefined, now)).toBe('claim');
    expect(decideStaffClaim(refund('FAILED'), now)).toBe('claim');
    expect(decideStaffClaim(refund('SUCCEEDED'), now)).toBe('refunded');
    expect(decideStaffClaim(refund('REQUESTED', ago(REFUND_STALE_MS - 1)), now)).toBe('under-way');
    expect(decideStaffClaim(refund('SENT', ago(1000)), now)).toBe('under-way');
    expect(decideStaffClaim(refund('SENT', ago(REFUND_STALE_MS)), now)).toBe('resume');
    expect(decideStaffClaim(refund('REQUESTED', ago(10 * REFUND_STALE_MS)), now)).toBe('resume');
  });

  it('the sold-out refund goes on with an unsettled one at once, and claims anew after a failure', () => {
    expect(decideUnfilledClaim(undefined)).toBe('claim');
    expect(decideUnfilledClaim(refund('FAILED'))).toBe('claim');
    expect(decideUnfilledClaim(refund('SENT'))).toBe('resume');
    expect(decideUnfilledClaim(refund('REQUESTED'))).toBe('resume');
    expect(decideUnfilledClaim(refund('SUCCEEDED'))).toBe('refunded');
  });

  it('the sweep leaves recent and settled refunds, resends stale ones, and gives up after the last attempt', () => {
    expect(decideSweep(refund('SENT', ago(1000)), now)).toBe('wait');
    expect(decideSweep(refund('SUCCEEDED', ago(10 * REFUND_STALE_MS)), now)).toBe('wait');
    expect(decideSweep(refund('FAILED', ago(10 * REFUND_STALE_MS)), now)).toBe('wait');
    expect(decideSweep(refund('SENT', ago(REFUND_STALE_MS), 1), now)).toBe('resend');
    expect(decideSweep(refund('REQUESTED', ago(REFUND_STALE_MS), 0), now)).toBe('resend');
    expect(decideSweep(refund('SENT', ago(REFUND_STALE_MS), REFUND_MAX_ATTEMPTS - 1), now)).toBe('resend');
    expect(decideSweep(refund('SENT', ago(REFUND_STALE_MS), REFUND_MAX_ATTEMPTS), now)).toBe('give-up');
  });
});
