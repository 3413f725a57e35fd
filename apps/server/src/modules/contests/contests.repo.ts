import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { vendorEvents } from '../events/index.js';
import { users } from '../identity/index.js';
import { prizeDraws, prizes, rewards, tickets } from './contests.tables.js';

export type ContestsRepo = ReturnType<typeof createContestsRepo>;
export type PrizeRow = typeof prizes.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type EventRow = typeof vendorEvents.$inferSelect;
export type DrawRow = typeof prizeDraws.$inferInsert;

/** A reward with what the pages show beside it: the prize and the event. */
export type RewardView = {
  reward: typeof rewards.$inferSelect;
  prize: Pick<PrizeRow, 'name' | 'description' | 'imageUrl'>;
  event: Pick<EventRow, 'eventId' | 'vendorId' | 'eventName'>;
};

const usable = (now: Date) => and(isNull(tickets.usedAt), or(isNull(tickets.expiresAt), gt(tickets.expiresAt, now)));

export function createContestsRepo(db: Db) {
  const rewardViews = (executor: Executor) =>
    executor
      .select({
        reward: rewards,
        prize: { name: prizes.name, description: prizes.description, imageUrl: prizes.imageUrl },
        event: { eventId: vendorEvents.eventId, vendorId: vendorEvents.vendorId, eventName: vendorEvents.eventName },
      })
      .from(rewards)
      .innerJoin(prizes, eq(prizes.prizeId, rewards.prizeId))
      .innerJoin(vendorEvents, eq(vendorEvents.eventId, rewards.contestId));

  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async getEvent(eventId: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(vendorEvents).where(eq(vendorEvents.eventId, eventId));
      return row;
    },

    listPrizes(eventId: string): Promise<PrizeRow[]> {
      return db.select().from(prizes).where(eq(prizes.contestId, eventId)).orderBy(asc(prizes.prizeId));
    },

    listUsableTickets(userId: string, now: Date, eventId?: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(and(eq(tickets.userId, userId), eventId ? eq(tickets.eventId, eventId) : undefined, usable(now)))
        .orderBy(asc(tickets.expiresAt), asc(tickets.createdAt), asc(tickets.ticketId));
    },

    /**
     * The sign-in ticket of this day, inserted unless it exists: one statement, so parallel asks
     * make one ticket (the partial unique index decides). Returns it and whether this call made it.
     */
    async grantSignInTicket(row: typeof tickets.$inferInsert): Promise<{ ticket: TicketRow; created: boolean }> {
      const [inserted] = await db
        .insert(tickets)
        .values(row)
        .onConflictDoNothing({
          target: [tickets.userId, tickets.eventId, tickets.grantDay],
          where: sql`${tickets.sourceType} = 'SIGNIN'`,
        })
        .returning();
      if (inserted) return { ticket: inserted, created: true };
      const [existing] = await db
        .select()
        .from(tickets)
        .where(
          and(
            eq(tickets.userId, row.userId),
            eq(tickets.eventId, row.eventId),
            eq(tickets.grantDay, row.grantDay ?? 0),
            eq(tickets.sourceType, 'SIGNIN'),
          ),
        );
      if (!existing) throw new Error('sign-in ticket neither inserted nor found');
      return { ticket: existing, created: false };
    },

    /**
     * Holds the person's row: one person's draws run one after another. FOR NO KEY UPDATE, as every lock of a
     * user's row: rows that refer to the user (written by others meanwhile) need not wait for it (decision 013).
     */
    async lockUser(userId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ userId: users.userId })
        .from(users)
        .where(eq(users.userId, userId))
        .for('no key update');
      return rows.length === 1;
    },

    /** Spends the person's usable ticket for the event that expires first; null when none is left. */
    async spendTicket(userId: string, eventId: string, now: Date, executor: Executor = db): Promise<TicketRow | null> {
      const oldest = executor
        .select({ ticketId: tickets.ticketId })
        .from(tickets)
        .where(and(eq(tickets.userId, userId), eq(tickets.eventId, eventId), usable(now)))
        .orderBy(asc(tickets.expiresAt), asc(tickets.createdAt), asc(tickets.ticketId))
        .limit(1);
      const [spent] = await executor
        .update(tickets)
        .set({ usedAt: now })
        .where(and(sql`${tickets.ticketId} = (${oldest})`, isNull(tickets.usedAt)))
        .returning();
      return spent ?? null;
    },

    async hasReward(userId: string, eventId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ n: count() })
        .from(rewards)
        .where(and(eq(rewards.userId, userId), eq(rewards.contestId, eventId)));
      return (row?.n ?? 0) > 0;
    },

    /** The event's prizes, held in prize id order until the transaction ends: draws of one event take turns. */
    lockPrizes(tx: Executor, eventId: string): Promise<PrizeRow[]> {
      return tx.select().from(prizes).where(eq(prizes.contestId, eventId)).orderBy(asc(prizes.prizeId)).for('update');
    },

    /** Takes one from the prize's stock unless none is left; false when someone else took the last. */
    async takePrize(prizeId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(prizes)
        .set({ quantityRemaining: sql`${prizes.quantityRemaining} - 1` })
        .where(and(eq(prizes.prizeId, prizeId), gt(prizes.quantityRemaining, 0)))
        .returning({ prizeId: prizes.prizeId });
      return rows.length === 1;
    },

    async insertReward(row: typeof rewards.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(rewards).values(row);
    },

    async insertDraw(row: DrawRow, executor: Executor = db): Promise<void> {
      await executor.insert(prizeDraws).values(row);
    },

    async getRewardView(rewardId: string, executor: Executor = db): Promise<RewardView | undefined> {
      const [row] = await rewardViews(executor).where(eq(rewards.rewardId, rewardId));
      return row;
    },

    /** The event's prizes with how many of each have been won, in prize id order (staff). */
    listPrizesWithWon(eventId: string): Promise<(PrizeRow & { quantityWon: number })[]> {
      const won = db
        .select({ prizeId: rewards.prizeId, n: count().as('n') })
        .from(rewards)
        .where(eq(rewards.contestId, eventId))
        .groupBy(rewards.prizeId)
        .as('won');
      return db
        .select({ prize: prizes, quantityWon: sql<number>`coalesce(${won.n}, 0)::int` })
        .from(prizes)
        .leftJoin(won, eq(won.prizeId, prizes.prizeId))
        .where(eq(prizes.contestId, eventId))
        .orderBy(asc(prizes.prizeId))
        .then((rows) => rows.map((row) => ({ ...row.prize, quantityWon: Number(row.quantityWon) })));
    },

    /**
     * Holds the event's row: prize changes of one event take turns (lock order: event, then its prizes).
     * NO KEY UPDATE, not UPDATE: a draw holding the prizes' locks writes rows that reference the event
     * (prize_draws), which takes KEY SHARE on it; a full UPDATE lock would deadlock with that draw.
     */
    async lockEvent(eventId: string, executor: Executor = db): Promise<EventRow | undefined> {
      const [row] = await executor
        .select()
        .from(vendorEvents)
        .where(eq(vendorEvents.eventId, eventId))
        .for('no key update');
      return row;
    },

    /** How many of the prize have been won; read under the prizes' lock it cannot change until commit. */
    async countWon(prizeId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(rewards).where(eq(rewards.prizeId, prizeId));
      return Number(row?.n ?? 0);
    },

    async insertPrize(row: typeof prizes.$inferInsert, executor: Executor = db): Promise<PrizeRow> {
      const [inserted] = await executor.insert(prizes).values(row).returning();
      return inserted!;
    },

    async updatePrize(
      prizeId: string,
      changes: Partial<Pick<PrizeRow, 'name' | 'description' | 'oddsPpm' | 'quantityRemaining'>>,
      executor: Executor = db,
    ): Promise<PrizeRow> {
      const [updated] = await executor.update(prizes).set(changes).where(eq(prizes.prizeId, prizeId)).returning();
      return updated!;
    },

    /** The reward by its id or its claim code. */
    async findRewardView(idOrCode: string): Promise<RewardView | undefined> {
      const [row] = await rewardViews(db).where(or(eq(rewards.rewardId, idOrCode), eq(rewards.claimCode, idOrCode)));
      return row;
    },

    listUserRewards(userId: string, options: { eventId?: string; limit?: number }): Promise<RewardView[]> {
      const query = rewardViews(db)
        .where(and(eq(rewards.userId, userId), options.eventId ? eq(rewards.contestId, options.eventId) : undefined))
        .orderBy(desc(rewards.wonAt), desc(rewards.rewardId));
      return options.limit ? query.limit(options.limit) : query;
    },

    /** PENDING → CLAIMED in one statement that checks it is still pending and unexpired. */
    async claimReward(rewardId: string, staffUserId: string, now: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(rewards)
        .set({ status: 'CLAIMED', claimedAt: now, claimedBy: staffUserId })
        .where(
          and(
            eq(rewards.rewardId, rewardId),
            eq(rewards.status, 'PENDING'),
            or(isNull(rewards.claimExpiration), gt(rewards.claimExpiration, now)),
          ),
        )
        .returning({ rewardId: rewards.rewardId });
      return rows.length === 1;
    },
  };
}
