import {
  type CloudPrntPollResponse,
  type CreatePrinterBody,
  type EditPrinterBody,
  formatCents,
  PRINTERS_PER_LOCATION_MAX,
  type Printer,
  type PrinterTokenResponse,
  type PrintMediaType,
  printMediaTypes,
  type SessionUser,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/hash.js';
import { newId, newToken } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import { orderPagePath } from '../pickup/index.js';
import type { PrinterRow, PrintersRepo } from './printers.repo.js';
import type { StationsRepo } from './stations.repo.js';
import type { StationsService } from './stations.service.js';
import { renderReceipt, renderTestPage, renderTicket } from './ticket-print.js';
import type { TicketsRepo } from './tickets.repo.js';
import { toTicket } from './tickets.service.js';

export type PrintersService = ReturnType<typeof createPrintersService>;

/** Printer tokens carry a prefix so a leaked one is recognisable in a log or a paste. */
const TOKEN_PREFIX = 'qlp_';

const toPrinter = (row: PrinterRow): Printer => ({
  printerId: row.printerId,
  vendorLocationId: row.vendorLocationId,
  name: row.name,
  paperWidth: row.paperWidth,
  dropAfterMinutes: row.dropAfterMinutes,
  stationIds: row.stationIds,
  lastPollAt: row.lastPollAt?.toISOString() ?? null,
  lastStatus: row.lastStatus,
  isOnline: row.isOnline,
  pendingJobs: row.pendingJobs,
});

const printerNotFound = () => new AppError('NOT_FOUND', 'Printer not found.');
const unauthenticated = () => new AppError('UNAUTHENTICATED', 'This printer token is not valid.');

/** The token a printer's call carries: HTTP Basic's password (how a Star printer sends it) or a Bearer token. */
export function printerTokenOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, value = ''] = authorization.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value.trim() || undefined;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) || undefined : undefined;
  }
  return undefined;
}

/**
 * The printers of a location (decision 088): MANAGER and above register them (a token shown once, stored hashed),
 * assign them to stations, revoke and renew their tokens, print a test page; staff reprint an order's tickets. A
 * printer's own calls (Star CloudPRNT: poll, fetch, confirm) read only its own jobs.
 */
export function createPrintersService(deps: {
  printersRepo: PrintersRepo;
  stationsRepo: StationsRepo;
  ticketsRepo: TicketsRepo;
  stations: StationsService;
  /** Where the order's page is, for the QR code on a customer's receipt. */
  publicBaseUrl: string;
}) {
  const { printersRepo, stationsRepo, ticketsRepo, stations, publicBaseUrl } = deps;
  const { db } = printersRepo;

  async function requireLocationStations(tx: Tx, vendorLocationId: string, stationIds: string[]) {
    const known = new Set((await stationsRepo.listStations(vendorLocationId, tx)).map((s) => s.stationId));
    if (stationIds.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_FAILED', 'One of the stations named is not one of this location’s.');
    }
  }

  async function loadPrinter(vendorLocationId: string, printerId: string): Promise<Printer> {
    const row = await printersRepo.getPrinter(vendorLocationId, printerId);
    if (!row) throw printerNotFound();
    return toPrinter(row);
  }

  async function authenticate(authorization: string | undefined): Promise<PrinterRow> {
    const token = printerTokenOf(authorization);
    if (!token?.startsWith(TOKEN_PREFIX) || token.length > 200) throw unauthenticated();
    const printer = await printersRepo.printerOfToken(sha256(token));
    if (!printer) throw unauthenticated();
    return printer;
  }

  return {
    async listPrinters(user: SessionUser, vendorLocationId: string): Promise<Printer[]> {
      await stations.requireLocationRole(user, vendorLocationId);
      return (await printersRepo.listPrinters(vendorLocationId)).map(toPrinter);
    },

    async createPrinter(
      user: SessionUser,
      vendorLocationId: string,
      body: CreatePrinterBody,
    ): Promise<PrinterTokenResponse> {
      const vendorId = await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      const printerId = newId(16);
      const token = `${TOKEN_PREFIX}${newToken(32)}`;
      await db.transaction(async (tx) => {
        const stationIds = [...new Set(body.stationIds ?? [])];
        await requireLocationStations(tx, vendorLocationId, stationIds);
        const isAdded = await printersRepo.insertPrinter(
          tx,
          {
            printerId,
            vendorLocationId,
            name: body.name,
            tokenHash: sha256(token),
            paperWidth: body.paperWidth ?? 80,
            dropAfterMinutes: body.dropAfterMinutes ?? null,
          },
          PRINTERS_PER_LOCATION_MAX,
        );
        if (!isAdded) throw new AppError('CONFLICT', `A location has at most ${PRINTERS_PER_LOCATION_MAX} printers.`);
        await printersRepo.setStations(tx, printerId, stationIds);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'printer.created',
          entityType: 'printer',
          entityId: printerId,
          details: { vendorLocationId, name: body.name },
        });
      });
      return { printer: await loadPrinter(vendorLocationId, printerId), token };
    },

    async editPrinter(
      user: SessionUser,
      vendorLocationId: string,
      printerId: string,
      body: EditPrinterBody,
    ): Promise<Printer> {
      const vendorId = await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      await db.transaction(async (tx) => {
        const { stationIds, ...values } = body;
        if (!(await printersRepo.updatePrinter(tx, vendorLocationId, printerId, values))) throw printerNotFound();
        if (stationIds) {
          const unique = [...new Set(stationIds)];
          await requireLocationStations(tx, vendorLocationId, unique);
          await printersRepo.setStations(tx, printerId, unique);
        }
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'printer.updated',
          entityType: 'printer',
          entityId: printerId,
          details: { vendorLocationId, ...body },
        });
      });
      return loadPrinter(vendorLocationId, printerId);
    },

    async revokePrinter(user: SessionUser, vendorLocationId: string, printerId: string): Promise<void> {
      const vendorId = await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      await db.transaction(async (tx) => {
        if (!(await printersRepo.revokePrinter(tx, vendorLocationId, printerId))) throw printerNotFound();
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'printer.revoked',
          entityType: 'printer',
          entityId: printerId,
          details: { vendorLocationId },
        });
      });
    },

    async renewToken(user: SessionUser, vendorLocationId: string, printerId: string): Promise<PrinterTokenResponse> {
      const vendorId = await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      const token = `${TOKEN_PREFIX}${newToken(32)}`;
      await db.transaction(async (tx) => {
        if (!(await printersRepo.updatePrinter(tx, vendorLocationId, printerId, { tokenHash: sha256(token) }))) {
          throw printerNotFound();
        }
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'printer.token_renewed',
          entityType: 'printer',
          entityId: printerId,
          details: { vendorLocationId },
        });
      });
      return { printer: await loadPrinter(vendorLocationId, printerId), token };
    },

    async testPrint(user: SessionUser, vendorLocationId: string, printerId: string): Promise<{ jobs: number }> {
      await stations.requireLocationRole(user, vendorLocationId, 'MANAGER');
      await loadPrinter(vendorLocationId, printerId);
      await db.transaction((tx) => printersRepo.queueTestPage(tx, printerId));
      return { jobs: 1 };
    },

    async reprint(
      user: SessionUser,
      vendorLocationId: string,
      orderId: string,
      stationId: string | undefined,
    ): Promise<{ jobs: number }> {
      await stations.requireLocationRole(user, vendorLocationId);
      const tickets = (await ticketsRepo.ticketsOfOrder(orderId)).filter(
        (ticket) =>
          ticket.vendorLocationId === vendorLocationId && (stationId === undefined || ticket.stationId === stationId),
      );
      if (tickets.length === 0) throw new AppError('NOT_FOUND', 'This order has no tickets to reprint here.');
      const jobs = await db.transaction((tx) => printersRepo.queueReprints(tx, tickets));
      return { jobs };
    },

    /** The customer's receipt of a paid order on a printer of its location, once while it waits to print. */
    async printReceipt(
      user: SessionUser,
      vendorLocationId: string,
      orderId: string,
      printerId: string,
    ): Promise<{ jobs: number }> {
      await stations.requireLocationRole(user, vendorLocationId);
      await loadPrinter(vendorLocationId, printerId);
      const receipt = await printersRepo.receiptOf(orderId);
      if (receipt?.vendorLocationId !== vendorLocationId) throw new AppError('NOT_FOUND', 'Order not found.');
      if (!receipt.isPaid) throw new AppError('ORDER_NOT_PAID', 'This order has not been paid.');
      const isQueued = await db.transaction((tx) => printersRepo.queueReceipt(tx, printerId, orderId));
      return { jobs: isQueued ? 1 : 0 };
    },

    /** The printer's poll: records its status, drops what waited too long, and leases its oldest job, if any. */
    async poll(authorization: string | undefined, statusCode: string | undefined): Promise<CloudPrntPollResponse> {
      const printer = await authenticate(authorization);
      const status = statusCode ? decodeURIComponent(statusCode.replace(/\+/g, ' ')).slice(0, 100) : null;
      await printersRepo.recordPoll(printer.printerId, status);
      await printersRepo.dropStale(printer.printerId);
      const leaseToken = newToken(24);
      const job = await printersRepo.claimNext(printer.printerId, leaseToken);
      if (!job) return { jobReady: false };
      return { jobReady: true, mediaTypes: [...printMediaTypes], jobToken: leaseToken };
    },

    /** The leased job's bytes in the media type the printer chose. */
    async fetchJob(
      authorization: string | undefined,
      leaseToken: string,
      mediaType: PrintMediaType,
    ): Promise<Uint8Array> {
      const printer = await authenticate(authorization);
      const job = await printersRepo.leasedJob(printer.printerId, leaseToken);
      if (!job) throw new AppError('NOT_FOUND', 'No job to print for this token.');
      const place = await printersRepo.placeOf(printer.vendorLocationId);
      const paper = printer.paperWidth;
      if (job.kind === 'ticket' && job.ticketId) {
        const head = await ticketsRepo.getTicket(job.ticketId);
        if (!head) throw new AppError('NOT_FOUND', 'No job to print for this token.');
        const ticket = toTicket(head, await ticketsRepo.linesOf([head.ticketId]));
        const station = await stationsRepo.stationById(head.stationId);
        return renderTicket(ticket, {
          stationName: station?.name ?? 'Ticket',
          place,
          timeZone: place.timeZone,
          isReprint: job.isReprint,
          mediaType,
          paper,
        });
      }
      if (job.kind === 'receipt' && job.orderId) {
        const receipt = await printersRepo.receiptOf(job.orderId);
        if (!receipt) throw new AppError('NOT_FOUND', 'No job to print for this token.');
        return renderReceipt(
          {
            orderId: receipt.orderId,
            shortOrderId: receipt.orderId.slice(-6),
            lines: receipt.lines.map((line) => ({
              quantity: line.quantity,
              name: line.variantName ? `${line.name} (${line.variantName})` : line.name,
              amount: `$${formatCents(line.amountCents)}`,
            })),
            total: `$${formatCents(receipt.totalCents)}`,
            link: `${publicBaseUrl}${orderPagePath(receipt.vendorLocationId, receipt.orderId)}`,
          },
          { place, mediaType, paper },
        );
      }
      return renderTestPage({ printerName: printer.name, place, mediaType, paper });
    },

    /** The printer's confirmation: printed once with a 2xx code, offered again otherwise. */
    async confirmJob(authorization: string | undefined, leaseToken: string, code: string) {
      const printer = await authenticate(authorization);
      const outcome = await printersRepo.confirm(
        printer.printerId,
        leaseToken,
        decodeURIComponent(code.replace(/\+/g, ' ')),
      );
      if (!outcome) throw new AppError('NOT_FOUND', 'No job to confirm for this token.');
      return { isPrinted: outcome === 'printed' };
    },

    /** What the station-tickets consumer calls with the tickets it made: their first print, in its transaction. */
    async queueTickets(tx: Tx, tickets: { ticketId: string; stationId: string }[], orderId: string) {
      for (const ticket of tickets) await printersRepo.queueTicketJobs(tx, { ...ticket, orderId });
    },
  };
}
