import {
  type CreateShortCodeBody,
  REDIRECT_TARGET_MESSAGE,
  type SaveWristbandBody,
  type SessionUser,
  type ShortCode,
  type WristbandMapping,
  type WristbandResponse,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { auditedChange } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { LinksRepo, ShortCodeRow, WristbandRow } from './links.repo.js';
import { checkRedirectTarget, type RedirectPolicy } from './redirect-target.js';

export type LinksService = ReturnType<typeof createLinksService>;

function toShortCode(row: ShortCodeRow): ShortCode {
  return {
    code: row.code,
    redirectUrl: row.redirectUrl,
    vendorId: row.vendorId,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

function toWristbandMapping(row: WristbandRow & { vendorId: string }): WristbandMapping {
  return {
    nfcId: row.nfcId,
    vendorId: row.vendorId,
    overrideUrl: row.overrideUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

const notAllowed = (field: string) =>
  new AppError('REDIRECT_NOT_ALLOWED', REDIRECT_TARGET_MESSAGE, [{ field, message: REDIRECT_TARGET_MESSAGE }]);

/**
 * Short links (/R/{code}) and wristbands (/nfc/{nfcId}): public reads, and MANAGER-and-above staff of
 * a vendor manage the vendor's own. Every target passes the allow rule when written and when read.
 */
export function createLinksService(deps: {
  linksRepo: LinksRepo;
  access: Access;
  policy: RedirectPolicy;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { linksRepo: repo, access, policy, clock, log } = deps;

  /** The target as it may be used, or REDIRECT_NOT_ALLOWED. */
  function allowedTarget(value: string, field: string): string {
    const target = checkRedirectTarget(value, policy);
    if (!target) throw notAllowed(field);
    return target.url;
  }

  /** Makes a change in one transaction and, when it changed a row, records the row as it now is. */
  function audited<Row extends object>(
    actor: { actorUserId: string; vendorId: string },
    action: string,
    entityType: string,
    entityId: string,
    change: (tx: Tx) => Promise<Row | undefined>,
  ): Promise<Row | undefined> {
    return repo.transaction((tx) =>
      auditedChange(tx, {
        change: () => change(tx),
        audit: (row) => ({
          ...actor,
          action,
          entityType,
          entityId,
          details: { after: row as Record<string, unknown> },
        }),
      }),
    );
  }

  return {
    /** Where a short code (printed on a QR code) points. Codes match in any case (one namespace, decision 067). */
    async getRedirect(code: string): Promise<{ redirectUrl: string }> {
      const row = await repo.getLiveShortCode(code);
      if (!row) throw new AppError('NOT_FOUND', 'Short code not found.');
      const target = checkRedirectTarget(row.redirectUrl, policy);
      if (!target) {
        // Stored before its host was removed from the list, or written around the API: never followed.
        log.warn({ code }, 'short code target is not allowed; refused');
        throw notAllowed('redirectUrl');
      }
      return { redirectUrl: target.url };
    },

    /**
     * The wristband lookup. An unknown band has no vendor (the page offers membership with its id);
     * a retired one is the same. A stored override that fails the rule is dropped, so the band still
     * opens its vendor's page.
     */
    async getWristband(nfcId: string): Promise<WristbandResponse> {
      const row = await repo.getWristband(nfcId);
      if (!row || row.retiredAt || !row.vendorId) return { vendorId: null, overrideUrl: null };
      if (row.overrideUrl === null) return { vendorId: row.vendorId, overrideUrl: null };
      const target = checkRedirectTarget(row.overrideUrl, policy);
      if (!target) log.warn({ nfcId }, 'wristband override target is not allowed; ignored');
      return { vendorId: row.vendorId, overrideUrl: target?.url ?? null };
    },

    async listShortCodes(user: SessionUser, vendorId: string): Promise<ShortCode[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return (await repo.listShortCodes(vendorId)).map(toShortCode);
    },

    async createShortCode(user: SessionUser, vendorId: string, body: CreateShortCodeBody): Promise<ShortCode> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const redirectUrl = allowedTarget(body.redirectUrl, 'body.redirectUrl');
      const values = { code: body.code, redirectUrl, vendorId, createdBy: user.userId, createdAt: clock() };
      const row = await audited(
        { actorUserId: user.userId, vendorId },
        'short_code.create',
        'short_code',
        values.code,
        (tx) => repo.insertShortCode(values, tx),
      );
      if (!row) {
        const message = 'This short code is already taken. Choose another.';
        throw new AppError('SHORT_CODE_EXISTS', message, [{ field: 'body.code', message }]);
      }
      return toShortCode(row);
    },

    /** Retiring twice answers the retired code; another vendor's or an unknown code is a 404. */
    async retireShortCode(user: SessionUser, vendorId: string, code: string): Promise<ShortCode> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const actor = { actorUserId: user.userId, vendorId };
      const retired = await audited(actor, 'short_code.retire', 'short_code', code, (tx) =>
        repo.retireShortCode(vendorId, code, clock(), tx),
      );
      const row = retired ?? (await repo.getShortCode(code));
      if (!row || row.vendorId !== vendorId) throw new AppError('NOT_FOUND', 'Short code not found.');
      return toShortCode(row);
    },

    async listWristbands(user: SessionUser, vendorId: string): Promise<WristbandMapping[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return (await repo.listWristbands(vendorId)).map((row) => toWristbandMapping({ ...row, vendorId }));
    },

    async saveWristband(user: SessionUser, vendorId: string, body: SaveWristbandBody): Promise<WristbandMapping> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const overrideUrl =
        typeof body.overrideUrl === 'string' ? allowedTarget(body.overrideUrl.trim(), 'body.overrideUrl') : null;
      const values = { nfcId: body.nfcId.trim(), vendorId, overrideUrl, createdBy: user.userId, now: clock() };
      const row = await audited(
        { actorUserId: user.userId, vendorId },
        'wristband.save',
        'wristband',
        values.nfcId,
        (tx) => repo.saveWristband(values, tx),
      );
      if (!row) {
        const message = 'This wristband belongs to another vendor.';
        throw new AppError('WRISTBAND_TAKEN', message, [{ field: 'body.nfcId', message }]);
      }
      return toWristbandMapping({ ...row, vendorId });
    },

    async retireWristband(user: SessionUser, vendorId: string, nfcId: string): Promise<WristbandMapping> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const actor = { actorUserId: user.userId, vendorId };
      const retired = await audited(actor, 'wristband.retire', 'wristband', nfcId, (tx) =>
        repo.retireWristband(vendorId, nfcId, clock(), tx),
      );
      const row = retired ?? (await repo.getWristband(nfcId));
      if (!row || row.vendorId !== vendorId) throw new AppError('NOT_FOUND', 'Wristband not found.');
      return toWristbandMapping({ ...row, vendorId });
    },
  };
}
