import {
  type CreatePrizeInput,
  ODDS_SCALE,
  type SessionUser,
  type StaffPrize,
  type StaffPrizeListResponse,
  type UpdatePrizeInput,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { ContestsRepo, EventRow, PrizeRow } from './contests.repo.js';

export type PrizesService = ReturnType<typeof createPrizesService>;

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found.');
const prizeNotFound = () => new AppError('NOT_FOUND', 'Prize not found.');

const toOddsPpm = (odds: number) => Math.round(odds * ODDS_SCALE);
const percent = (ppm: number) => `${Number(((ppm / ODDS_SCALE) * 100).toFixed(4))} %`;

export function toStaffPrize(row: PrizeRow, quantityWon: number): StaffPrize {
  return {
    prizeId: row.prizeId,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    quantityRemaining: row.quantityRemaining,
    odds: row.oddsPpm / ODDS_SCALE,
    quantityWon,
    quantityTotal: quantityWon + row.quantityRemaining,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff manage an event's prizes (decision 047): MANAGER and above of the event's vendor, the role read
 * from the database on each call, every change audit-logged. A change waits for draws in progress (it
 * takes the prizes' row locks the draws take) and applies to later draws only; each draw records the
 * odds and stock it was drawn against. Stock is set as a total and never below what has been won; the
 * event's odds may add up to certainty at most (decision 014 would cut the excess, so a prize's stated
 * odds would not hold).
 */
export function createPrizesService(deps: { contestsRepo: ContestsRepo; access: Access; clock: Clock }) {
  const { contestsRepo: repo, access, clock } = deps;

  /** The event, locked, with its prizes locked in the draws' order; 404 unless it is the vendor's. */
  async function lockEventPrizes(tx: Tx, vendorId: string, eventId: string) {
    const event = await repo.lockEvent(eventId, tx);
    if (!event || event.vendorId !== vendorId) throw eventNotFound();
    return { event, prizes: await repo.lockPrizes(tx, eventId) };
  }

  function assertOddsFit(prizes: PrizeRow[], exceptPrizeId: string | null, oddsPpm: number): void {
    const others = prizes.filter((prize) => prize.prizeId !== exceptPrizeId).reduce((sum, p) => sum + p.oddsPpm, 0);
    if (others + oddsPpm > ODDS_SCALE) {
      throw new AppError(
        'PRIZE_ODDS_OVER_CERTAINTY',
        `The prizes' odds would add up to more than 100 %: the other prizes already take ${percent(others)}, so this one can have at most ${percent(ODDS_SCALE - others)}.`,
        { maxOdds: (ODDS_SCALE - others) / ODDS_SCALE },
      );
    }
  }

  async function eventOfVendor(vendorId: string, eventId: string): Promise<EventRow> {
    const event = await repo.getEvent(eventId);
    if (!event || event.vendorId !== vendorId) throw eventNotFound();
    return event;
  }

  return {
    async listPrizes(user: SessionUser, vendorId: string, eventId: string): Promise<StaffPrizeListResponse> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const event = await eventOfVendor(vendorId, eventId);
      const rows = await repo.listPrizesWithWon(eventId);
      return {
        event: { eventId: event.eventId, eventName: event.eventName, status: event.status },
        prizes: rows.map((row) => toStaffPrize(row, row.quantityWon)),
        totalOdds: rows.reduce((sum, row) => sum + row.oddsPpm, 0) / ODDS_SCALE,
      };
    },

    async createPrize(
      user: SessionUser,
      vendorId: string,
      eventId: string,
      input: CreatePrizeInput,
    ): Promise<StaffPrize> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const oddsPpm = toOddsPpm(input.odds);
      return repo.transaction(async (tx) => {
        const { prizes } = await lockEventPrizes(tx, vendorId, eventId);
        assertOddsFit(prizes, null, oddsPpm);
        const row = await repo.insertPrize(
          {
            prizeId: newId(),
            contestId: eventId,
            name: input.name,
            description: input.description ?? null,
            oddsPpm,
            quantityRemaining: input.quantityTotal,
            createdAt: clock(),
          },
          tx,
        );
        const prize = toStaffPrize(row, 0);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'prize.create',
          entityType: 'prize',
          entityId: row.prizeId,
          details: { eventId, before: null, after: prize },
        });
        return prize;
      });
    },

    /** Changes only the fields sent; the stock becomes `quantityTotal` minus what has been won. */
    async updatePrize(
      user: SessionUser,
      vendorId: string,
      eventId: string,
      prizeId: string,
      input: UpdatePrizeInput,
    ): Promise<StaffPrize> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return repo.transaction(async (tx) => {
        const { prizes } = await lockEventPrizes(tx, vendorId, eventId);
        const current = prizes.find((prize) => prize.prizeId === prizeId);
        if (!current) throw prizeNotFound();
        // Under the prizes' lock no draw can win one until commit: this count is exact.
        const won = await repo.countWon(prizeId, tx);
        const changes: Parameters<ContestsRepo['updatePrize']>[1] = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.description !== undefined) changes.description = input.description;
        if (input.odds !== undefined) {
          changes.oddsPpm = toOddsPpm(input.odds);
          assertOddsFit(prizes, prizeId, changes.oddsPpm);
        }
        if (input.quantityTotal !== undefined) {
          if (input.quantityTotal < won) {
            throw new AppError('PRIZE_STOCK_BELOW_WON', `Stock cannot be lower than the ${won} already won.`, {
              quantityWon: won,
            });
          }
          changes.quantityRemaining = input.quantityTotal - won;
        }
        const updated = await repo.updatePrize(prizeId, changes, tx);
        const before = toStaffPrize(current, won);
        const after = toStaffPrize(updated, won);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'prize.update',
          entityType: 'prize',
          entityId: prizeId,
          details: { eventId, before, after },
        });
        return after;
      });
    },
  };
}
