import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { dueGrants, grantSize, type PaidPeriod } from './credit-schedule.js';
import type { MembershipRepo, MembershipRow } from './membership.repo.js';

export type MemberCredits = ReturnType<typeof createMemberCredits>;

export function toPeriods(rows: MembershipRow[]): PaidPeriod[] {
  return rows.map(({ membershipId, startsAt, endsAt, durationMonths }) => ({
    membershipId,
    startsAt,
    endsAt,
    durationMonths,
  }));
}

/**
 * The credit ledger. Every change runs inside the caller's transaction with the member's profile row
 * locked, and first writes every grant that has come due, in order: so a grant is applied exactly
 * once, against the balance it would have met on its day, however late it is noticed.
 */
export function createMemberCredits({ repo }: { repo: MembershipRepo }) {
  /** Locks the profile and applies due grants; answers the balance now. */
  async function settle(tx: Tx, userId: string, now: Date): Promise<number> {
    const profile = await repo.lockProfile(userId, tx);
    let balance = profile.availableCredits;
    const due = dueGrants(toPeriods(await repo.listMemberships(userId, tx)), now);
    const written = await repo.existingKeys(
      due.map((grant) => grant.entryKey),
      tx,
    );
    let changed = false;
    for (const grant of due) {
      if (written.has(grant.entryKey)) continue;
      const credits = grantSize(balance);
      const isNew = await repo.insertEntry(
        {
          userId,
          kind: 'GRANT',
          entryKey: grant.entryKey,
          credits,
          balanceAfter: balance + credits,
          membershipId: grant.membershipId,
          effectiveAt: grant.effectiveAt,
        },
        tx,
      );
      if (!isNew) continue;
      balance += credits;
      changed = true;
    }
    if (changed) await repo.setBalance(userId, balance, now, tx);
    return balance;
  }

  return {
    settle,

    /**
     * Takes one credit for a confirmed reservation, once per reservation. `required` refuses with
     * NO_CREDITS_LEFT at zero; otherwise (a waitlist promotion) nothing is taken at zero.
     */
    async spend(tx: Tx, input: { userId: string; reservationId: string; now: Date; required: boolean }) {
      const balance = await settle(tx, input.userId, input.now);
      if (balance < 1) {
        if (input.required) throw new AppError('NO_CREDITS_LEFT', 'You have no event credits left.');
        return false;
      }
      const isNew = await repo.insertEntry(
        {
          userId: input.userId,
          kind: 'SPEND',
          entryKey: `spend:${input.reservationId}`,
          credits: -1,
          balanceAfter: balance - 1,
          reservationId: input.reservationId,
          effectiveAt: input.now,
        },
        tx,
      );
      if (isNew) await repo.setBalance(input.userId, balance - 1, input.now, tx);
      return isNew;
    },

    /**
     * Gives back the credit a reservation took, once, and only if it took one. The rollover cap
     * holds here too: at 12 credits the return adds nothing (the ledger records it as 0).
     */
    async refund(tx: Tx, input: { userId: string; reservationId: string; now: Date }) {
      const balance = await settle(tx, input.userId, input.now);
      const keys = await repo.existingKeys([`spend:${input.reservationId}`, `refund:${input.reservationId}`], tx);
      if (!keys.has(`spend:${input.reservationId}`) || keys.has(`refund:${input.reservationId}`)) return false;
      const credits = Math.min(1, grantSize(balance));
      const isNew = await repo.insertEntry(
        {
          userId: input.userId,
          kind: 'REFUND',
          entryKey: `refund:${input.reservationId}`,
          credits,
          balanceAfter: balance + credits,
          reservationId: input.reservationId,
          effectiveAt: input.now,
        },
        tx,
      );
      if (isNew && credits > 0) await repo.setBalance(input.userId, balance + credits, input.now, tx);
      return isNew;
    },
  };
}
