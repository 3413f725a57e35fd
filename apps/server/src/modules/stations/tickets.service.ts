import {
  type ExpoResponse,
  type SessionUser,
  STATION_SHIFT_HOURS,
  STATION_TICKETS_MAX,
  type StationTicket,
  type StationTicketResponse,
  type StationTicketsResponse,
  type TicketTimesReportResponse,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordEvent } from '../domain-events/index.js';
import type { StationsRepo } from './stations.repo.js';
import type { StationsService } from './stations.service.js';
import { toStation } from './stations.service.js';
import type { TicketHead, TicketLine, TicketsRepo, TicketTimes } from './tickets.repo.js';

export type TicketsService = ReturnType<typeof createTicketsService>;

/** The queue's one Ready command, in the caller's transaction (pickup's `queue.markReadyIn`). */
export type MarkReadyIn = (
  tx: Tx,
  order: { orderId: string; vendorId: string; vendorLocationId: string },
  userId: string,
) => Promise<boolean>;

const shortId = (orderId: string) => orderId.slice(-6);
const ticketNotFound = () => new AppError('NOT_FOUND', 'StationTicket not found.');

export function toTicket(head: TicketHead, lines: TicketLine[]): StationTicket {
  return {
    ticketId: head.ticketId,
    stationId: head.stationId,
    orderId: head.orderId,
    shortOrderId: shortId(head.orderId),
    firstName: head.firstName,
    isIdCheck: head.isIdCheck,
    items: lines
      .filter((line) => line.ticketId === head.ticketId)
      .map((line) => ({
        lineNo: line.lineNo,
        productId: line.productId,
        name: line.name,
        variantName: line.variantName,
        quantity: line.quantity,
        options: line.options,
        bumpedAt: line.bumpedAt?.toISOString() ?? null,
      })),
    createdAt: head.createdAt.toISOString(),
    bumpedAt: head.bumpedAt?.toISOString() ?? null,
  };
}

const emptyTimes = { count: 0, averageSeconds: null, p90Seconds: null };
const timesOf = (times: TicketTimes | undefined) =>
  times ? { count: times.count, averageSeconds: times.averageSeconds, p90Seconds: times.p90Seconds } : emptyTimes;

/**
 * A station's screen (decision 088): its open tickets, bumping a ticket or a line, recalling one, and the expo. The
 * last open ticket of an order bumped makes the order ready through the queue's own Ready command, in the bump's
 * transaction, under the order's row lock: two stations bumping at once are taken one after the other, so the second
 * sees the first's bump and the order is made ready once.
 */
export function createTicketsService(deps: {
  stationsRepo: StationsRepo;
  ticketsRepo: TicketsRepo;
  stations: StationsService;
  markReadyIn: MarkReadyIn;
  /** The location's printers with their stations and whether they polled lately. */
  printersOf: (
    vendorLocationId: string,
  ) => Promise<
    { printerId: string; name: string; isOnline: boolean; lastStatus: string | null; stationIds: string[] }[]
  >;
  clock: Clock;
}) {
  const { stationsRepo, ticketsRepo, stations, markReadyIn, printersOf, clock } = deps;
  const { db } = ticketsRepo;

  async function requireStation(user: SessionUser, vendorLocationId: string, stationId: string) {
    await stations.requireLocationRole(user, vendorLocationId);
    const station = await stationsRepo.getStation(vendorLocationId, stationId);
    if (!station) throw new AppError('NOT_FOUND', 'Station not found.');
    return station;
  }

  async function ticketView(ticketId: string): Promise<StationTicket> {
    const head = await ticketsRepo.getTicket(ticketId);
    if (!head) throw ticketNotFound();
    return toTicket(head, await ticketsRepo.linesOf([ticketId]));
  }

  /**
   * Runs `change` on a ticket of this station under its order's lock; when the order has no open ticket left
   * after it, marks the order ready (once) in the same transaction.
   */
  async function changeTicket(
    user: SessionUser,
    vendorLocationId: string,
    stationId: string,
    ticketId: string,
    change: (tx: Tx) => Promise<'bumped' | 'unchanged' | 'recalled'>,
  ): Promise<StationTicketResponse> {
    await requireStation(user, vendorLocationId, stationId);
    const orderId = await ticketsRepo.orderOfTicket(stationId, ticketId);
    if (!orderId) throw ticketNotFound();
    const isOrderReady = await db.transaction(async (tx) => {
      const order = await ticketsRepo.lockOrder(tx, orderId);
      if (!order) throw ticketNotFound();
      const outcome = await change(tx);
      if (outcome === 'unchanged') return false;
      await recordEvent(tx, {
        type: outcome === 'bumped' ? 'ticket.bumped' : 'ticket.recalled',
        vendorId: order.vendorId,
        vendorLocationId: order.vendorLocationId,
        aggregateId: ticketId,
        payload: { orderId, stationId },
      });
      if (outcome !== 'bumped' || (await ticketsRepo.countOpenTickets(tx, orderId)) > 0) return false;
      return markReadyIn(tx, order, user.userId);
    });
    return { ticket: await ticketView(ticketId), isOrderReady };
  }

  return {
    async getTickets(user: SessionUser, vendorLocationId: string, stationId: string): Promise<StationTicketsResponse> {
      const station = await requireStation(user, vendorLocationId, stationId);
      const [open, last, times, printers] = await Promise.all([
        ticketsRepo.listOpen(stationId, STATION_TICKETS_MAX, STATION_SHIFT_HOURS),
        ticketsRepo.lastBumped(stationId, STATION_SHIFT_HOURS),
        ticketsRepo.ticketTimes(vendorLocationId, STATION_SHIFT_HOURS),
        printersOf(vendorLocationId),
      ]);
      const lines = await ticketsRepo.linesOf([...open.map((head) => head.ticketId), ...(last ? [last.ticketId] : [])]);
      return {
        station: toStation(station),
        items: open.map((head) => toTicket(head, lines)),
        lastBumped: last ? toTicket(last, lines) : null,
        times: timesOf(times.find((row) => row.stationId === stationId)),
        printers: printers
          .filter((printer) => printer.stationIds.includes(stationId))
          .map(({ printerId, name, isOnline, lastStatus }) => ({ printerId, name, isOnline, lastStatus })),
        asOf: clock().toISOString(),
      };
    },

    bumpTicket(user: SessionUser, vendorLocationId: string, stationId: string, ticketId: string) {
      return changeTicket(user, vendorLocationId, stationId, ticketId, async (tx) =>
        (await ticketsRepo.bumpTicket(tx, ticketId, user.userId)) ? 'bumped' : 'unchanged',
      );
    },

    bumpTicketItem(user: SessionUser, vendorLocationId: string, stationId: string, ticketId: string, lineNo: number) {
      return changeTicket(user, vendorLocationId, stationId, ticketId, async (tx) => {
        const open = await ticketsRepo.bumpLine(tx, ticketId, lineNo);
        if (open === undefined) throw new AppError('NOT_FOUND', 'This ticket has no such line.');
        if (open > 0) return 'unchanged';
        return (await ticketsRepo.bumpTicket(tx, ticketId, user.userId)) ? 'bumped' : 'unchanged';
      });
    },

    recallTicket(user: SessionUser, vendorLocationId: string, stationId: string, ticketId: string) {
      return changeTicket(user, vendorLocationId, stationId, ticketId, async (tx) => {
        if (!(await ticketsRepo.recallTicket(tx, ticketId))) {
          throw new AppError('CONFLICT', 'This ticket is open already.');
        }
        return 'recalled';
      });
    },

    /** The reports' ticket times: per station and venue day, for managers. */
    async getTicketTimesReport(
      user: SessionUser,
      vendorLocationId: string,
      range: { from: string; to: string },
    ): Promise<TicketTimesReportResponse> {
      await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      const rows = await ticketsRepo.ticketTimesByDay(vendorLocationId, range.from, range.to);
      return { items: rows };
    },

    async getExpo(user: SessionUser, vendorLocationId: string): Promise<ExpoResponse> {
      await stations.requireLocationRole(user, vendorLocationId);
      const [rows, times, list] = await Promise.all([
        ticketsRepo.partlyDone(vendorLocationId, STATION_SHIFT_HOURS, STATION_TICKETS_MAX),
        ticketsRepo.ticketTimes(vendorLocationId, STATION_SHIFT_HOURS),
        stationsRepo.listStations(vendorLocationId),
      ]);
      const orders = new Map<string, ExpoResponse['items'][number]>();
      for (const row of rows) {
        const order = orders.get(row.orderId) ?? {
          orderId: row.orderId,
          shortOrderId: shortId(row.orderId),
          firstName: row.firstName,
          tickets: [],
        };
        order.tickets.push({
          ticketId: row.ticketId,
          stationId: row.stationId,
          stationName: row.stationName,
          createdAt: row.createdAt.toISOString(),
          bumpedAt: row.bumpedAt?.toISOString() ?? null,
        });
        orders.set(row.orderId, order);
      }
      return {
        items: [...orders.values()],
        times: list.map((station) => ({
          stationId: station.stationId,
          stationName: station.name,
          ...timesOf(times.find((row) => row.stationId === station.stationId)),
        })),
        asOf: clock().toISOString(),
      };
    },
  };
}
