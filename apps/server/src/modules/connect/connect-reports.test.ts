import { describe, expect, it } from 'vitest';
import { type PaidOrderFigures, toFeeDays } from './connect-reports.js';

const order = (
  paidAt: string,
  timeZone: string,
  totalCents: number,
  applicationFeeCents: number,
): PaidOrderFigures => ({
  orderId: `O-${paidAt}`,
  paidAt: new Date(paidAt),
  timeZone,
  totalCents,
  refundedCents: 0,
  accountId: 'acct_1',
  applicationFeeCents,
  feeRefundedCents: 0,
  disputeStatus: null,
  disputeAmountCents: null,
  disputeReason: null,
});

describe('fees per day: in the venue zone, not UTC', () => {
  it("splits a Los Angeles evening and the next morning across the venue's midnight, though both are one UTC day", () => {
    // 23:30 and 00:30 in Los Angeles (PST, UTC-8) are 07:30 and 08:30 UTC on the same UTC day.
    const days = toFeeDays([
      order('2026-11-28T07:30:00Z', 'America/Los_Angeles', 1000, 75),
      order('2026-11-28T08:30:00Z', 'America/Los_Angeles', 2000, 125),
    ]);
    expect(days).toEqual([
      { day: '2026-11-27', sales: '10.00', refunded: '0.00', applicationFees: '0.75', applicationFeesRefunded: '0.00' },
      { day: '2026-11-28', sales: '20.00', refunded: '0.00', applicationFees: '1.25', applicationFeesRefunded: '0.00' },
    ]);
  });

  it("counts each order on its own venue's day when vendors in different zones are summed (the operator's view)", () => {
    const days = toFeeDays([
      order('2026-11-28T07:30:00Z', 'America/Los_Angeles', 1000, 75), // Nov 27, 23:30 in LA
      order('2026-11-28T07:30:00Z', 'America/New_York', 500, 50), // Nov 28, 02:30 in New York
      order('2026-11-28T23:30:00Z', 'Europe/Berlin', 300, 30), // Nov 29, 00:30 in Berlin
    ]);
    expect(days.map((d) => [d.day, d.sales, d.applicationFees])).toEqual([
      ['2026-11-27', '10.00', '0.75'],
      ['2026-11-28', '5.00', '0.50'],
      ['2026-11-29', '3.00', '0.30'],
    ]);
  });
});
