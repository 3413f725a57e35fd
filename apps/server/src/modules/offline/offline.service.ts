import {
  DEVICE_EVENT_GRACE_HOURS,
  type Device,
  type DeviceChangesResponse,
  type DeviceDataResponse,
  type DeviceScan,
  type EnrolDeviceResponse,
  idOfCode,
  isCodeId,
  type ScanReport,
  type ScanResult,
  type SessionUser,
  type SignedCodeResponse,
  type UploadScansBody,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/hash.js';
import { newId, newToken } from '../../lib/ids.js';
import { eventLog } from '../domain-events/index.js';
import type { ReservationsService } from '../guestlists/index.js';
import type { PickupService } from '../pickup/index.js';
import type { Access } from '../staff/index.js';
import type { DeviceRow, DeviceScanRow, OfflineRepo } from './offline.repo.js';
import { reasonText } from './scan-reasons.js';
import type { SignedCodes } from './signed-codes.js';

const HOUR_MS = 3_600_000;
/** A pickup code stays valid this long after its order was made (a presale's pickup may be weeks later). */
export const ORDER_CODE_DAYS = 30;
/** At most this many events read per catch-up call. */
const CHANGES_PAGE = 500;
const TOKEN_PREFIX = 'qld_';

export type OfflineService = ReturnType<typeof createOfflineService>;

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

function toDevice(row: DeviceRow): Device {
  return {
    deviceId: row.deviceId,
    vendorId: row.vendorId,
    name: row.name,
    vendorLocationId: row.vendorLocationId,
    gleventId: row.gleventId,
    acceptsUnknownCodes: row.acceptsUnknownCodes,
    enrolledAt: row.enrolledAt.toISOString(),
    enrolledBy: row.enrolledBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    waitingCount: row.waitingCount,
    offlineSince: row.offlineSince?.toISOString() ?? null,
  };
}

const encodeCursor = (cursor: { txId: string; eventId: number }) => `${cursor.txId}-${cursor.eventId}`;
function decodeCursor(text: string): { txId: string; eventId: number } {
  const [txId = '0', eventId = '0'] = text.split('-');
  return { txId, eventId: Number(eventId) };
}

function toResult(row: DeviceScanRow): ScanResult {
  return { scanId: row.scanId, outcome: row.outcome, reason: row.reason, firstUse: row.firstUse ?? null };
}

/** Devices for offline doors and bars, their data and catch-up, and their scans applied once each (decision 092). */
export function createOfflineService(deps: {
  repo: OfflineRepo;
  codes: SignedCodes;
  access: Access;
  reservations: ReservationsService;
  pickup: PickupService;
  clock: Clock;
}) {
  const { repo, codes, access, reservations, pickup, clock } = deps;

  async function ownDevice(user: SessionUser, vendorId: string, deviceId: string): Promise<DeviceRow> {
    await access.requireRole(user, vendorId, 'MANAGER');
    const device = await repo.getDevice(deviceId);
    if (!device || device.vendorId !== vendorId) throw notFound('Device');
    return device;
  }

  /** The end of a door device's life: its event's end and the grace; null for a bar. */
  async function wipeAtOf(device: DeviceRow): Promise<{ wipeAt: Date | null; gleventName: string | null }> {
    if (!device.gleventId) return { wipeAt: null, gleventName: null };
    const glevent = await repo.glevent(device.gleventId);
    if (!glevent) return { wipeAt: clock(), gleventName: null };
    return {
      wipeAt: new Date(glevent.endTime.getTime() + DEVICE_EVENT_GRACE_HOURS * HOUR_MS),
      gleventName: glevent.name,
    };
  }

  /** A scan's kind, target and whether its code may be used by this device; the reason when it may not. */
  async function readScan(device: DeviceRow, scan: DeviceScan) {
    const kind = device.gleventId ? ('check_in' as const) : ('hand_over' as const);
    const targetId = idOfCode(scan.code).slice(0, 64);
    const checked = await codes.verify(scan.code);
    if (!checked.ok) {
      if (checked.reason === 'forged') return { kind, targetId, refusal: reasonText('forged') };
      if (checked.reason === 'expired') return { kind, targetId, refusal: reasonText('expired') };
      if (!isCodeId(targetId)) return { kind, targetId, refusal: reasonText('notOurs') };
      return { kind, targetId, refusal: null };
    }
    const { parts } = checked;
    const scope = device.gleventId ?? device.vendorLocationId ?? '';
    if ((kind === 'check_in') !== (parts.kind === 'r') || parts.scope.toUpperCase() !== scope.toUpperCase()) {
      return {
        kind,
        targetId,
        refusal: kind === 'check_in' ? reasonText('otherEvent') : reasonText('otherLocation'),
      };
    }
    return { kind, targetId, refusal: null };
  }

  /** One scan, once by its id, in one transaction with its effect. */
  async function applyScan(device: DeviceRow, scan: DeviceScan, revoked: boolean): Promise<ScanResult> {
    const { kind, targetId, refusal } = await readScan(device, scan);
    const now = clock();
    // A device's clock may run ahead: a scan is never recorded later than it reached us.
    const scannedAt = new Date(Math.min(new Date(scan.scannedAt).getTime(), now.getTime()));
    return repo.db.transaction(async (tx) => {
      const isNew = await repo.claimScan(tx, {
        scanId: scan.scanId,
        deviceId: device.deviceId,
        vendorId: device.vendorId,
        kind,
        targetId,
        scannedAt,
        wasOffline: scan.wasOffline,
        outcome: 'refused',
        reason: 'pending',
      });
      if (!isNew) {
        const first = await repo.getScan(scan.scanId, tx);
        if (!first || first.deviceId !== device.deviceId) {
          return {
            scanId: scan.scanId,
            outcome: 'refused',
            reason: reasonText('otherDevice'),
            firstUse: null,
          };
        }
        return toResult(first);
      }
      const settle = async (result: Omit<ScanResult, 'scanId'>): Promise<ScanResult> => {
        await repo.settleScan(tx, scan.scanId, {
          outcome: result.outcome,
          reason: result.reason,
          firstUse: result.firstUse,
        });
        return { scanId: scan.scanId, ...result };
      };
      if (revoked) return settle({ outcome: 'refused', reason: reasonText('deviceRevoked'), firstUse: null });
      if (refusal) return settle({ outcome: 'refused', reason: refusal, firstUse: null });
      const firstUseOf = async (at: Date | null, byUserId: string | null) => ({
        at: at?.toISOString() ?? null,
        byUserId,
        deviceName: (await repo.appliedScanOf(tx, targetId))?.deviceName ?? null,
      });
      if (device.gleventId) {
        const { applied, reservation } = await reservations.checkInFromDevice(tx, {
          reservationId: targetId,
          gleventId: device.gleventId,
          byUserId: device.enrolledBy,
          at: scannedAt,
        });
        if (applied) return settle({ outcome: 'applied', reason: null, firstUse: null });
        if (!reservation || reservation.gleventId !== device.gleventId || reservation.vendorId !== device.vendorId) {
          return settle({ outcome: 'refused', reason: reasonText('notOnList'), firstUse: null });
        }
        switch (reservation.reservationStatus) {
          case 'CHECKED_IN':
            return settle({
              outcome: 'conflict',
              reason: reasonText('checkedIn'),
              firstUse: await firstUseOf(reservation.checkedInAt, reservation.checkedInBy),
            });
          case 'CANCELLED':
            return settle({ outcome: 'refused', reason: reasonText('reservationCancelled'), firstUse: null });
          default:
            return settle({ outcome: 'refused', reason: reasonText('waitlisted'), firstUse: null });
        }
      }
      const vendorLocationId = device.vendorLocationId ?? '';
      const order = await repo.orderAt(tx, targetId);
      if (!order || order.vendorLocationId.toUpperCase() !== vendorLocationId.toUpperCase()) {
        return settle({ outcome: 'refused', reason: reasonText('notAtLocation'), firstUse: null });
      }
      const applied = await pickup.completeFromDevice(tx, {
        orderId: order.orderId,
        vendorLocationId: order.vendorLocationId,
        vendorId: device.vendorId,
        completedAt: scannedAt,
        completedBy: device.enrolledBy,
      });
      if (applied) return settle({ outcome: 'applied', reason: null, firstUse: null });
      const after = await repo.orderAt(tx, targetId);
      switch (after?.status) {
        case 'COMPLETE':
          return settle({
            outcome: 'conflict',
            reason: reasonText('handedOver'),
            firstUse: await firstUseOf(after.completedAt, after.completedBy),
          });
        case 'REFUNDED':
          return settle({ outcome: 'refused', reason: reasonText('orderRefunded'), firstUse: null });
        default:
          return settle({ outcome: 'refused', reason: reasonText('orderNotPaid'), firstUse: null });
      }
    });
  }

  return {
    codes,

    /**
     * The owner's signed pickup code: scoped to the order's location, valid for ORDER_CODE_DAYS. Only for an order
     * that is paid (or handed over already): a device that takes unknown codes offline lets a signed code through on
     * its signature alone (decision 092), so an unpaid or refunded order's code is never signed.
     */
    async orderCode(user: SessionUser, userId: string, orderId: string): Promise<SignedCodeResponse> {
      const order = userId === user.userId ? await repo.orderOwnedBy(orderId, user.userId) : undefined;
      if (!order) throw notFound('Order');
      if (order.status === 'REFUNDED') throw new AppError('ORDER_REFUNDED', 'This order has been refunded.');
      if (order.status !== 'PAID' && order.status !== 'COMPLETE') {
        throw new AppError('ORDER_NOT_PAID', 'This order has not been paid.');
      }
      const expiresAt = new Date(order.createdAt.getTime() + ORDER_CODE_DAYS * 24 * HOUR_MS);
      return {
        code: await codes.sign('o', order.orderId, order.vendorLocationId, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The guest's signed door code: scoped to the event, valid until its end and the grace. */
    async reservationCode(user: SessionUser, userId: string, reservationId: string): Promise<SignedCodeResponse> {
      const reservation =
        userId === user.userId ? await repo.reservationOwnedBy(reservationId, user.userId) : undefined;
      if (!reservation) throw notFound('Reservation');
      // As for orders: only a place held (or used already) gets a code a device may take on its signature alone.
      if (reservation.reservationStatus === 'CANCELLED') {
        throw new AppError('RESERVATION_CANCELLED', 'This reservation was cancelled.');
      }
      if (reservation.reservationStatus !== 'CONFIRMED' && reservation.reservationStatus !== 'CHECKED_IN') {
        throw new AppError('RESERVATION_NOT_CONFIRMED', 'This reservation is not confirmed yet.');
      }
      const expiresAt = new Date(reservation.endTime.getTime() + DEVICE_EVENT_GRACE_HOURS * HOUR_MS);
      return {
        code: await codes.sign('r', reservation.reservationId, reservation.gleventId, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async enrol(
      user: SessionUser,
      vendorId: string,
      body: { name: string; vendorLocationId?: string | null; gleventId?: string | null; acceptsUnknownCodes: boolean },
    ): Promise<EnrolDeviceResponse> {
      await access.requireRole(user, vendorId, 'STAFF');
      if (body.gleventId) {
        const glevent = await repo.glevent(body.gleventId);
        if (!glevent || glevent.vendorId !== vendorId) throw notFound('Guest-list event');
      } else if (!body.vendorLocationId || !(await repo.locationOfVendor(vendorId, body.vendorLocationId))) {
        throw notFound('Location');
      }
      const token = `${TOKEN_PREFIX}${newToken(32)}`;
      const device = await repo.insertDevice({
        deviceId: newId(16),
        vendorId,
        name: body.name,
        vendorLocationId: body.gleventId ? null : (body.vendorLocationId?.toUpperCase() ?? null),
        gleventId: body.gleventId ?? null,
        acceptsUnknownCodes: body.acceptsUnknownCodes,
        tokenHash: sha256(token),
        enrolledBy: user.userId,
      });
      return { device: toDevice(device), token };
    },

    async list(user: SessionUser, vendorId: string): Promise<Device[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return (await repo.listDevices(vendorId)).map(toDevice);
    },

    async revoke(user: SessionUser, vendorId: string, deviceId: string): Promise<Device> {
      await ownDevice(user, vendorId, deviceId);
      await repo.revokeDevice(deviceId, user.userId, clock());
      const after = await repo.getDevice(deviceId);
      if (!after) throw notFound('Device');
      return toDevice(after);
    },

    async reports(user: SessionUser, vendorId: string): Promise<ScanReport[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const rows = await repo.scanReports(vendorId);
      const names = new Map<string, string>();
      for (const kind of ['check_in', 'hand_over'] as const) {
        const ids = rows.filter((row) => row.scan.kind === kind).map((row) => row.scan.targetId);
        for (const [id, name] of await repo.namesOf(kind, ids)) names.set(id, name);
      }
      return rows.map(({ scan, deviceName }) => ({
        scanId: scan.scanId,
        deviceId: scan.deviceId,
        deviceName,
        kind: scan.kind,
        targetId: scan.targetId,
        targetName: names.get(scan.targetId) ?? null,
        outcome: scan.outcome,
        reason: scan.reason,
        scannedAt: scan.scannedAt.toISOString(),
        receivedAt: scan.receivedAt.toISOString(),
        wasOffline: scan.wasOffline,
        firstUse: scan.firstUse ?? null,
      }));
    },

    /**
     * The device of a bearer token. Unknown: 401. Revoked: 403 DEVICE_REVOKED (`allowRevoked` lets the upload record
     * the scans as refused first). A door past its event's end and grace: 403 DEVICE_EXPIRED.
     */
    async authenticate(token: string | undefined, allowRevoked = false): Promise<DeviceRow> {
      const device = token?.startsWith(TOKEN_PREFIX) ? await repo.deviceByTokenHash(sha256(token)) : undefined;
      if (!device) throw new AppError('UNAUTHENTICATED', 'This device is not enrolled.');
      if (device.revokedAt && !allowRevoked) throw revokedError();
      return device;
    },

    async data(device: DeviceRow): Promise<DeviceDataResponse> {
      const { wipeAt, gleventName } = await wipeAtOf(device);
      if (wipeAt && wipeAt.getTime() <= clock().getTime()) throw expiredError();
      // The cursor first: a change made while the lists are read comes again in the catch-up (it sends current rows).
      const cursor = await eventLog.head(repo.db);
      const [keys, doorList, barList] = await Promise.all([
        codes.publicKeys(),
        device.gleventId ? repo.doorReservations(device.gleventId) : Promise.resolve([]),
        device.vendorLocationId ? repo.barOrders(device.vendorLocationId) : Promise.resolve([]),
      ]);
      await repo.recordSync(device.deviceId, { at: clock() });
      const after = (await repo.getDevice(device.deviceId)) ?? device;
      return {
        device: toDevice(after),
        keys,
        cursor: encodeCursor(cursor),
        wipeAt: wipeAt?.toISOString() ?? null,
        gleventName,
        reservations: doorList,
        orders: barList,
      };
    },

    async changes(device: DeviceRow, after: string): Promise<DeviceChangesResponse> {
      const { wipeAt } = await wipeAtOf(device);
      if (wipeAt && wipeAt.getTime() <= clock().getTime()) throw expiredError();
      const { events } = await eventLog.readAfter(repo.db, decodeCursor(after), CHANGES_PAGE);
      const reservationIds = new Set<string>();
      const orderIds = new Set<string>();
      for (const event of events) {
        if (event.vendorId !== device.vendorId) continue;
        if (device.gleventId && event.type.startsWith('reservation.') && event.payload.gleventId === device.gleventId) {
          reservationIds.add(event.aggregateId);
        }
        if (
          device.vendorLocationId &&
          event.type.startsWith('order.') &&
          event.vendorLocationId?.toUpperCase() === device.vendorLocationId.toUpperCase()
        ) {
          orderIds.add(event.aggregateId);
        }
      }
      const last = events.at(-1);
      const [keys, doorList, barList] = await Promise.all([
        codes.publicKeys(),
        device.gleventId ? repo.doorReservations(device.gleventId, [...reservationIds]) : Promise.resolve([]),
        device.vendorLocationId ? repo.barOrders(device.vendorLocationId, [...orderIds]) : Promise.resolve([]),
      ]);
      return {
        keys,
        cursor: last ? encodeCursor({ txId: last.txId, eventId: last.eventId }) : after,
        hasMore: events.length === CHANGES_PAGE,
        reservations: doorList,
        orders: barList,
      };
    },

    /**
     * The device's queued scans, in the order scanned, each applied once by its id with its scan's record in one
     * transaction. A revoked device's scans are recorded as refused (reported to managers), then 403.
     */
    async upload(device: DeviceRow, body: UploadScansBody): Promise<ScanResult[]> {
      const revoked = device.revokedAt !== null;
      const results: ScanResult[] = [];
      for (const scan of body.scans) results.push(await applyScan(device, scan, revoked));
      if (revoked) throw revokedError();
      await repo.recordSync(device.deviceId, {
        at: clock(),
        waitingCount: body.waitingCount,
        offlineSince: body.offlineSince ? new Date(body.offlineSince) : null,
      });
      return results;
    },
  };
}

const revokedError = () => new AppError('DEVICE_REVOKED', 'This device was revoked by a manager.');
const expiredError = () => new AppError('DEVICE_EXPIRED', 'This guest-list event has ended.');
