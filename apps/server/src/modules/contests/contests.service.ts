import {
  CLAIM_CODE_LENGTH,
  CLAIM_WINDOW_HOURS,
  type DrawResult,
  ODDS_SCALE,
  type Prize,
  type Reward,
  type SessionUser,
  type Ticket,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import type { ContestsRepo, EventRow, RewardView, TicketRow } from './contests.repo.js';
import { cryptoRandom, eventDay, inPlay, pickPrize, type RandomSource } from './draw.js';

export type ContestsService = ReturnType<typeof createContestsService>;

const HOUR = 3_600_000;
/** A sign-in ticket for an event without an end time lasts this long. */
const TICKET_HOURS_WITHOUT_END = 24;

export const drawMessages = {
  win: 'Congratulations! You won a prize.',
  lose: 'Better luck next time!',
  alreadyWon: 'You have already won a prize at this event: one prize per person per event.',
} as const;

function toTicket(row: TicketRow): Ticket {
  return {
    ticketId: row.ticketId,
    eventId: row.eventId,
    sourceType: row.sourceType,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function toReward({ reward, prize, event }: RewardView): Reward {
  return {
    rewardId: reward.rewardId,
    eventId: event.eventId,
    vendorId: event.vendorId,
    eventName: event.eventName,
    prizeName: prize.name,
    prizeDescription: prize.description,
    prizeImageUrl: prize.imageUrl,
    wonTimestamp: reward.wonAt.toISOString(),
    status: reward.status,
    claimCode: reward.claimCode,
    claimExpiration: reward.claimExpiration?.toISOString() ?? null,
    claimedAt: reward.claimedAt?.toISOString() ?? null,
  };
}

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found.');

/** The drawing is open while the event is in progress and not past its end. */
function isOpen(event: EventRow, now: Date): boolean {
  return event.status === 'IN_PROGRESS' && (!event.endTime || event.endTime > now);
}

/**
 * Reward tickets, the prize drawing and claiming won prizes. The rules are in
 * docs/decisions/014-contest-rules.md; the random source is passed in so tests can seed it.
 */
export function createContestsService(deps: {
  contestsRepo: ContestsRepo;
  access: Access;
  vendors: Pick<VendorsService, 'isOpenToPublic'>;
  clock: Clock;
  random?: RandomSource;
}) {
  const { contestsRepo: repo, access, vendors, clock } = deps;
  const random = deps.random ?? cryptoRandom;

  async function openEvent(eventId: string, now: Date): Promise<EventRow> {
    const event = await repo.getEvent(eventId);
    if (!event) throw eventNotFound();
    // A suspended vendor's drawing is closed, its tickets too (decision 085).
    if (!isOpen(event, now) || !(await vendors.isOpenToPublic(event.vendorId))) {
      throw new AppError('CONTEST_CLOSED', 'The prize drawing for this event is not open.');
    }
    return event;
  }

  /** When a won prize stops being claimable: a day after the event ends (or after the win, without an end). */
  function claimExpiration(event: EventRow, now: Date): Date {
    const base = event.endTime && event.endTime > now ? event.endTime : now;
    return new Date(base.getTime() + CLAIM_WINDOW_HOURS * HOUR);
  }

  return {
    /**
     * Public: the prize groups of an event's drawing. A prize with no chance (odds 0, how staff take one out of the
     * drawing; decision 047) cannot be won, so it is not shown as if it could.
     */
    async listPrizes(eventId: string): Promise<Prize[]> {
      const event = await repo.getEvent(eventId);
      if (!event || !(await vendors.isOpenToPublic(event.vendorId))) throw eventNotFound();
      const rows = (await repo.listPrizes(eventId)).filter((row) => row.oddsPpm > 0);
      return rows.map((row) => ({
        prizeId: row.prizeId,
        name: row.name,
        description: row.description,
        imageUrl: row.imageUrl,
        quantityRemaining: row.quantityRemaining,
        odds: row.oddsPpm / ODDS_SCALE,
      }));
    },

    /** The caller's tickets that can still be played: unspent and unexpired. */
    async listTickets(user: SessionUser, eventId?: string): Promise<Ticket[]> {
      return (await repo.listUsableTickets(user.userId, clock(), eventId)).map(toTicket);
    },

    /** The sign-in ticket: at most one per person per event per day; it expires when the event ends. */
    async grantTicket(user: SessionUser, eventId: string): Promise<{ ticket: Ticket; created: boolean }> {
      const now = clock();
      const event = await openEvent(eventId, now);
      const expiresAt = event.endTime ?? new Date(now.getTime() + TICKET_HOURS_WITHOUT_END * HOUR);
      const { ticket, created } = await repo.grantSignInTicket({
        ticketId: newId(),
        userId: user.userId,
        eventId,
        sourceType: 'SIGNIN',
        grantDay: eventDay(event.startTime, now),
        createdAt: now,
        expiresAt,
      });
      return { ticket: toTicket(ticket), created };
    },

    /**
     * One draw: spends exactly one ticket, then (unless the person already won at this event) draws a
     * cryptographic random value against the prizes' odds and remaining stock. Every draw is recorded.
     */
    async draw(user: SessionUser, eventId: string): Promise<DrawResult> {
      const now = clock();
      const event = await openEvent(eventId, now);
      return repo.transaction(async (tx) => {
        // Lock order: the person, then the event's prizes.
        if (!(await repo.lockUser(user.userId, tx))) throw new AppError('UNAUTHENTICATED', 'Please sign in again.');
        const ticket = await repo.spendTicket(user.userId, eventId, now, tx);
        if (!ticket) throw new AppError('NO_TICKETS_LEFT', 'You have no tickets left for this event.');

        const drawId = newId();
        const randomValue = random();
        const prizeRows = await repo.lockPrizes(tx, eventId);
        const odds = inPlay(prizeRows).map(({ prizeId, oddsPpm, quantityRemaining }) => ({
          prizeId,
          oddsPpm,
          quantityRemaining,
        }));
        const record = { drawId, userId: user.userId, eventId, ticketId: ticket.ticketId, randomValue, odds };

        if (await repo.hasReward(user.userId, eventId, tx)) {
          await repo.insertDraw({ ...record, outcome: 'ALREADY_WON', createdAt: now }, tx);
          return { winStatus: false, rewards: [], message: drawMessages.alreadyWon };
        }
        const picked = pickPrize(prizeRows, randomValue);
        if (!picked || !(await repo.takePrize(picked.prizeId, tx))) {
          await repo.insertDraw({ ...record, outcome: 'LOSE', createdAt: now }, tx);
          return { winStatus: false, rewards: [], message: drawMessages.lose };
        }
        const rewardId = newId();
        await repo.insertReward(
          {
            rewardId,
            userId: user.userId,
            prizeId: picked.prizeId,
            contestId: eventId,
            status: 'PENDING',
            claimCode: newId(CLAIM_CODE_LENGTH),
            claimExpiration: claimExpiration(event, now),
            wonAt: now,
          },
          tx,
        );
        await repo.insertDraw(
          {
            ...record,
            outcome: 'WIN',
            prizeId: picked.prizeId,
            rewardId,
            createdAt: now,
          },
          tx,
        );
        const view = await repo.getRewardView(rewardId, tx);
        if (!view) throw new Error(`reward ${rewardId} vanished inside its transaction`);
        return { winStatus: true, rewards: [toReward(view)], message: drawMessages.win };
      });
    },

    async listUserRewards(user: SessionUser, options: { eventId?: string; limit?: number }): Promise<Reward[]> {
      return (await repo.listUserRewards(user.userId, options)).map(toReward);
    },

    /** Staff of the event's vendor hand a prize over: PENDING → CLAIMED, exactly once, before it expires. */
    async claimReward(user: SessionUser, idOrCode: string): Promise<Reward> {
      // Only staff hand prizes over: anyone else is refused the same way whatever the code, so a customer cannot
      // test which claim codes exist. Staff of another vendor are told the same for another vendor's real code as for
      // a made-up one (issue 37): no reward of theirs has it.
      await access.requireAnyRole(user);
      const found = await repo.findRewardView(idOrCode);
      const role = found ? await access.roleAt(user, found.event.vendorId) : undefined;
      if (!found || !role) throw new AppError('NOT_FOUND', 'No reward has this claim code.');
      access.checkRole(role.role, 'STAFF');
      // A suspended vendor hands nothing over (decision 085); its staff still read the reward in their lists.
      if (!(await vendors.isOpenToPublic(found.event.vendorId))) {
        throw new AppError('CONTEST_CLOSED', 'This venue is suspended: prizes cannot be handed over.');
      }
      const now = clock();
      const { rewardId } = found.reward;
      const claimed = await repo.transaction(async (tx) => {
        if (!(await repo.claimReward(rewardId, user.userId, now, tx))) return false;
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: found.event.vendorId,
          action: 'reward.claim',
          entityType: 'reward',
          entityId: rewardId,
          details: { eventId: found.event.eventId, prizeName: found.prize.name },
        });
        return true;
      });
      const after = await repo.getRewardView(rewardId);
      if (!after) throw new Error(`reward ${rewardId} vanished`);
      if (claimed) return toReward(after);
      if (after.reward.status === 'CLAIMED') {
        throw new AppError('REWARD_ALREADY_CLAIMED', 'This prize has already been claimed.', {
          claimedAt: after.reward.claimedAt?.toISOString() ?? null,
        });
      }
      throw new AppError('REWARD_EXPIRED', 'This prize’s claim code has expired.');
    },
  };
}
