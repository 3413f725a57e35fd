import { plural, t } from '@lingui/core/macro';
import {
  type Device,
  type DeviceDataResponse,
  isCodeId,
  type OfflineOrder,
  type OfflineReservation,
  type ScanResult,
  type SigningKey,
} from '@queueless/contracts';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import { ensureDecoderCached } from '#web/features/scanner/decoder-cache';
import { isApiError } from '#web/lib/api-client';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { downloadDeviceData, fetchDeviceChanges, sendDeviceScans } from './api/device-calls';
import { checkCode } from './verify-code';

/** A scan's call that takes longer than this is answered from the device's own data, marked offline. */
export const SCAN_CALL_TIMEOUT_MS = 2500;
/** How often an open scanner syncs (uploads its queue and catches up) while it can. */
export const SYNC_EVERY_MS = 15_000;
/** Scans sent in one upload. */
const UPLOAD_PIECE = 50;
const DB_NAME = 'queueless-offline';

/** What the device keeps about itself: its token, scope, keys and where its catch-up stands. */
export type DeviceState = {
  token: string;
  device: Device;
  keys: SigningKey[];
  cursor: string;
  wipeAt: string | null;
  gleventName: string | null;
  lastSyncAt: number | null;
  offlineSince: number | null;
};

/** A guest or an order as the device holds it; `usedHere`: this device let it through (it is never let in twice). */
export type LocalRecord = {
  id: string;
  name: string;
  /** A party's size, or an order's lines. */
  detail: string;
  state: string;
  usedHere: boolean;
};

export type QueuedScan = {
  seq?: number;
  scanId: string;
  code: string;
  targetId: string;
  scannedAt: string;
  wasOffline: boolean;
};

/** What the door or the bar is told about a scan, and later what the server said. */
export type ScanLogEntry = {
  scanId: string;
  at: number;
  targetId: string;
  name: string | null;
  tone: 'success' | 'warning' | 'error';
  title: string;
  description: string | null;
  offline: boolean;
  /** The server's word once synced. */
  outcome: ScanResult['outcome'] | null;
  reason: string | null;
};

interface OfflineSchema extends DBSchema {
  meta: { key: string; value: DeviceState };
  records: { key: string; value: LocalRecord };
  queue: { key: number; value: QueuedScan; indexes: { scanId: string } };
  log: { key: string; value: ScanLogEntry; indexes: { at: number } };
}

export type Snapshot = {
  state: DeviceState | null;
  waiting: number;
  isOnline: boolean;
  isSyncing: boolean;
  log: ScanLogEntry[];
  /** Set when the server refused the device (revoked, event over): its data is gone. */
  endedBecause: string | null;
  /** The camera's decoder is in the service worker's cache (the camera scans with no network); null: not known yet. */
  isCameraReady: boolean | null;
};

function describeReservation(row: OfflineReservation): LocalRecord {
  return {
    id: row.reservationId,
    name: row.name || t`Guest`,
    detail: plural(row.quantity, { one: '# guest', other: '# guests' }),
    state: row.reservationStatus,
    usedHere: false,
  };
}

function describeOrder(row: OfflineOrder): LocalRecord {
  return {
    id: row.orderId,
    name: row.customerName || t`Order #${row.orderId.slice(-6)}`,
    detail: row.items
      .map((item) => `${item.quantity}× ${item.name}${item.variantName ? ` (${item.variantName})` : ''}`)
      .join(', '),
    state: row.status,
    usedHere: false,
  };
}

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;
const endingCode = (error: unknown) =>
  isApiError(error) && (error.code === 'DEVICE_REVOKED' || error.code === 'DEVICE_EXPIRED' || error.status === 401)
    ? error.code
    : null;

/**
 * One enrolled device's offline scanner (decision 092): its data and its queue of scans in IndexedDB (this origin's
 * only), a scan decided at once from that data when the network is gone or slow, and a sync that uploads the queue in
 * scan order (each scan once by its id on the server) and catches up from the durable events.
 */
export class OfflineDevice {
  private db: IDBPDatabase<OfflineSchema>;
  private snapshot: Snapshot;
  private listeners = new Set<() => void>();
  private syncing: Promise<void> | null = null;
  private isSyncAsked = false;
  /** The scans' local decisions, one after another: a code scanned twice in a row is never let through twice. */
  private deciding: Promise<unknown> = Promise.resolve();
  private cameraCheck: Promise<void> | null = null;

  private constructor(db: IDBPDatabase<OfflineSchema>, state: DeviceState | null) {
    this.db = db;
    this.snapshot = {
      state,
      waiting: 0,
      isOnline: navigator.onLine,
      isSyncing: false,
      log: [],
      endedBecause: null,
      isCameraReady: null,
    };
  }

  static async open(): Promise<OfflineDevice> {
    const db = await openDB<OfflineSchema>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('meta');
        database.createObjectStore('records', { keyPath: 'id' });
        database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('scanId', 'scanId', {
          unique: true,
        });
        database.createObjectStore('log', { keyPath: 'scanId' }).createIndex('at', 'at');
      },
    });
    const device = new OfflineDevice(db, (await db.get('meta', 'device')) ?? null);
    await device.refresh();
    if (device.isPastWipe()) await device.wipe(t`The event has ended: this device’s guest list was wiped.`);
    else if (device.snapshot.state) device.keepCameraReady();
    return device;
  }

  getSnapshot = (): Snapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async refresh(patch: Partial<Snapshot> = {}): Promise<void> {
    const [waiting, log] = await Promise.all([this.db.count('queue'), this.db.getAllFromIndex('log', 'at')]);
    this.snapshot = { ...this.snapshot, waiting, log: log.reverse().slice(0, 50), ...patch };
    for (const listener of this.listeners) listener();
  }

  private async saveState(state: DeviceState): Promise<void> {
    await this.db.put('meta', state, 'device');
    this.snapshot = { ...this.snapshot, state };
  }

  private isPastWipe(): boolean {
    const wipeAt = this.snapshot.state?.wipeAt;
    return Boolean(wipeAt && new Date(wipeAt).getTime() <= Date.now());
  }

  /** Keeps a fresh enrolment: its token and the first download, and the camera's decoder for offline use. */
  async start(token: string): Promise<void> {
    const data = await downloadDeviceData(token);
    await this.replaceData(token, data);
    this.keepCameraReady();
  }

  /**
   * Has the service worker keep the camera's decoder (its worker and WebAssembly) unless it already does, so the camera
   * scans offline on a device that never started it online. In the background: a scan or a sync never waits for it.
   */
  keepCameraReady(): void {
    if (this.cameraCheck || this.snapshot.isCameraReady) return;
    this.cameraCheck = ensureDecoderCached()
      .catch(() => false)
      .then((isCameraReady) => this.refresh({ isCameraReady }))
      .finally(() => {
        this.cameraCheck = null;
      });
  }

  private async replaceData(token: string, data: DeviceDataResponse): Promise<void> {
    const tx = this.db.transaction('records', 'readwrite');
    await tx.store.clear();
    for (const row of data.reservations) await tx.store.put(describeReservation(row));
    for (const row of data.orders) await tx.store.put(describeOrder(row));
    await tx.done;
    await this.saveState({
      token,
      device: data.device,
      keys: data.keys,
      cursor: data.cursor,
      wipeAt: data.wipeAt,
      gleventName: data.gleventName,
      lastSyncAt: Date.now(),
      offlineSince: null,
    });
    await this.refresh({ endedBecause: null, isOnline: true });
  }

  async countRecords(): Promise<number> {
    return this.db.count('records');
  }

  /** Everything gone: the data, the queue, the log, the token. */
  async wipe(reason: string | null = null): Promise<void> {
    this.db.close();
    await deleteDB(DB_NAME);
    const fresh = await OfflineDevice.open();
    this.db = fresh.db;
    this.snapshot = { ...fresh.snapshot, endedBecause: reason };
    for (const listener of this.listeners) listener();
  }

  private async markOffline(): Promise<void> {
    const state = this.snapshot.state;
    if (state && state.offlineSince === null) await this.saveState({ ...state, offlineSince: Date.now() });
    await this.refresh({ isOnline: false });
  }

  private async logEntry(entry: ScanLogEntry): Promise<void> {
    await this.db.put('log', entry);
  }

  /**
   * A scanned code: decided at once from the device's data (the signature checked offline), queued when let through,
   * then, when the network answers within SCAN_CALL_TIMEOUT_MS, the server's word replaces the device's.
   */
  async scan(code: string): Promise<ScanLogEntry> {
    const decided = this.deciding.then(() => this.decide(code));
    this.deciding = decided.catch(() => undefined);
    const { entry, isQueued } = await decided;
    if (!isQueued) return entry;
    if (!navigator.onLine) {
      await this.markOffline();
      return entry;
    }
    // The server's word when it comes within the set time; else the device's, marked offline (and sent so: the
    // upload says a scan answered here was offline, see `upload`).
    await Promise.race([
      this.sync(SCAN_CALL_TIMEOUT_MS).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SCAN_CALL_TIMEOUT_MS)),
    ]);
    const answered = await this.db.get('log', entry.scanId);
    if (!answered || answered.outcome === null) return answered ?? entry;
    const online = { ...answered, offline: false };
    await this.logEntry(online);
    await this.refresh();
    return online;
  }

  /** A scan decided from the device's data alone, and queued when let through. */
  private async decide(code: string): Promise<{ entry: ScanLogEntry; isQueued: boolean }> {
    const state = this.snapshot.state;
    if (!state) throw new Error('not enrolled');
    const isDoor = state.device.gleventId !== null;
    const scanId = crypto.randomUUID();
    const base = { scanId, at: Date.now(), outcome: null, reason: null } as const;
    const checked = await checkCode(code, state.keys);
    const refuse = async (targetId: string, title: string, description: string | null, name: string | null = null) => {
      const entry: ScanLogEntry = { ...base, targetId, name, tone: 'error', title, description, offline: false };
      await this.logEntry(entry);
      await this.refresh();
      return { entry, isQueued: false };
    };
    if (checked.kind === 'forged')
      return refuse('', t`Forged or altered code`, t`This code’s signature does not hold.`);
    if (checked.kind === 'expired') return refuse(checked.parts.id, t`Expired code`, null);
    const targetId = checked.kind === 'valid' || checked.kind === 'unknownKey' ? checked.parts.id : code.trim();
    if (checked.kind === 'valid' || checked.kind === 'unknownKey') {
      const scope = isDoor ? state.device.gleventId : state.device.vendorLocationId;
      if ((checked.parts.kind === 'r') !== isDoor || checked.parts.scope.toUpperCase() !== scope?.toUpperCase()) {
        return refuse(targetId, isDoor ? t`Another event’s code` : t`Another location’s code`, null);
      }
    } else if (!isCodeId(targetId)) {
      return refuse('', t`Not a code of ours`, null);
    }
    const record = await this.db.get('records', targetId);
    if (record?.usedHere) {
      return refuse(
        targetId,
        isDoor ? t`Already checked in here` : t`Already handed over here`,
        record.name,
        record.name,
      );
    }
    const usedStates = isDoor ? ['CHECKED_IN'] : ['COMPLETE'];
    if (record && usedStates.includes(record.state)) {
      return refuse(targetId, isDoor ? t`Already checked in` : t`Already handed over`, record.name, record.name);
    }
    if (record && record.state === 'CANCELLED')
      return refuse(targetId, t`Reservation cancelled`, record.name, record.name);
    if (record && (record.state === 'WAITLISTED' || record.state === 'PENDING')) {
      return refuse(targetId, t`Not confirmed (waitlist)`, record.name, record.name);
    }
    if (record && (record.state === 'REFUNDED' || record.state === 'IN_PROGRESS')) {
      return refuse(
        targetId,
        record.state === 'REFUNDED' ? t`Order refunded` : t`Order not paid`,
        record.name,
        record.name,
      );
    }
    let warning: string | null = null;
    if (!record) {
      if (checked.kind !== 'valid')
        return refuse(targetId, t`Not on this device’s list`, t`The code cannot be checked.`);
      if (!state.device.acceptsUnknownCodes) {
        return refuse(targetId, t`Not on this device’s list`, t`Valid code, but unknown here: ask a manager.`);
      }
      warning = isDoor ? t`Late reservation: not on the list yet` : t`Order not on the list yet`;
    }
    // Let through here: never again on this device, whatever the network says.
    if (record) await this.db.put('records', { ...record, usedHere: true });
    else
      await this.db.put('records', {
        id: targetId,
        name: t`Unknown`,
        detail: '',
        state: isDoor ? 'CHECKED_IN' : 'COMPLETE',
        usedHere: true,
      });
    const wasOffline = !navigator.onLine;
    await this.db.add('queue', {
      scanId,
      code: code.trim(),
      targetId,
      scannedAt: new Date().toISOString(),
      wasOffline,
    });
    const entry: ScanLogEntry = {
      ...base,
      targetId,
      name: record?.name ?? null,
      tone: warning ? 'warning' : 'success',
      title: isDoor ? t`Checked in` : t`Handed over`,
      description: warning ?? (record ? `${record.name} · ${record.detail}` : null),
      offline: true,
    };
    await this.logEntry(entry);
    await this.refresh();
    return { entry, isQueued: true };
  }

  /**
   * Uploads the queue, then catches up; one at a time. A network failure leaves everything queued. Asked while one
   * runs (the network back while a call made offline is still failing, a scan queued after its upload began), it runs
   * once more after it, rather than waiting for the next tick.
   */
  sync(timeoutMs?: number): Promise<void> {
    if (this.syncing) {
      this.isSyncAsked = true;
      return this.syncing;
    }
    this.syncing = this.runSync(timeoutMs).finally(() => {
      this.syncing = null;
      if (this.isSyncAsked) {
        this.isSyncAsked = false;
        void this.sync().catch(() => undefined);
      }
    });
    return this.syncing;
  }

  private async runSync(timeoutMs?: number): Promise<void> {
    const state = this.snapshot.state;
    if (!state) return;
    await this.refresh({ isSyncing: true });
    try {
      await this.upload(state, timeoutMs);
      await this.catchUp(timeoutMs);
      const after = this.snapshot.state;
      if (after) await this.saveState({ ...after, lastSyncAt: Date.now(), offlineSince: null });
      await this.refresh({ isOnline: true, isSyncing: false });
      this.keepCameraReady();
    } catch (error) {
      const ending = endingCode(error);
      if (ending) {
        await this.wipe(
          ending === 'DEVICE_EXPIRED'
            ? t`The event has ended: this device’s guest list was wiped.`
            : t`This device was revoked by a manager: its data was wiped.`,
        );
        return;
      }
      if (isNetworkFailure(error)) await this.markOffline();
      await this.refresh({ isSyncing: false });
      if (!isNetworkFailure(error)) throw error;
    }
  }

  private async upload(state: DeviceState, timeoutMs?: number): Promise<void> {
    for (;;) {
      const piece = await this.db.getAll('queue', undefined, UPLOAD_PIECE);
      if (piece.length === 0) return;
      const total = await this.db.count('queue');
      const sentAt = Date.now();
      // A scan is online only while the server's answer can still be the one the door sees (SCAN_CALL_TIMEOUT_MS after
      // the scan): past that the device answered it from its own data, so it went offline, whatever the network does
      // now; and the call waits no longer than the first such scan's time left.
      const scans = piece.map(({ scanId, code, scannedAt, wasOffline }) => ({
        scanId,
        code,
        scannedAt,
        wasOffline: wasOffline || answerByOf(scannedAt) <= sentAt,
      }));
      const answerBy = Math.min(...scans.filter((scan) => !scan.wasOffline).map((scan) => answerByOf(scan.scannedAt)));
      const { results } = await sendDeviceScans(
        state.token,
        {
          scans,
          waitingCount: total - piece.length,
          offlineSince: state.offlineSince ? new Date(state.offlineSince).toISOString() : null,
        },
        Number.isFinite(answerBy) ? Math.min(timeoutMs ?? Number.POSITIVE_INFINITY, answerBy - sentAt) : timeoutMs,
      );
      const tx = this.db.transaction(['queue', 'log'], 'readwrite');
      for (const [i, result] of results.entries()) {
        const sent = piece[i];
        if (sent?.seq !== undefined) await tx.objectStore('queue').delete(sent.seq);
        const entry = await tx.objectStore('log').get(result.scanId);
        if (entry) await tx.objectStore('log').put(withServerWord(entry, result, state.device.gleventId !== null));
      }
      await tx.done;
      await this.refresh();
    }
  }

  private async catchUp(timeoutMs?: number): Promise<void> {
    for (;;) {
      const state = this.snapshot.state;
      if (!state) return;
      const changes = await fetchDeviceChanges(state.token, state.cursor, timeoutMs);
      const tx = this.db.transaction('records', 'readwrite');
      for (const row of [...changes.reservations.map(describeReservation), ...changes.orders.map(describeOrder)]) {
        const known = await tx.store.get(row.id);
        await tx.store.put(known?.usedHere ? { ...row, usedHere: true } : row);
      }
      await tx.done;
      // The keys as they are now: a key rotated on the server verifies its codes here from this sync on.
      await this.saveState({ ...state, cursor: changes.cursor, keys: changes.keys });
      if (!changes.hasMore) return;
    }
  }
}

/** When a scan's answer must have come for it to be the server's (a device clock's time, as `scannedAt` is). */
const answerByOf = (scannedAt: string) => Date.parse(scannedAt) + SCAN_CALL_TIMEOUT_MS;

/** "First used at Door 2 at 9:41 PM.", "First used.": where and when a conflicting code was used first. */
function firstUsedLabel(deviceName: string | null, time: string): string {
  const where = deviceName ? t`First used at ${deviceName}` : t`First used`;
  return time ? t`${where} at ${time}.` : t`${where}.`;
}

/** A log entry with the server's word: a conflict says who used the code first, where and when. */
function withServerWord(entry: ScanLogEntry, result: ScanResult, isDoor: boolean): ScanLogEntry {
  if (result.outcome === 'applied') return { ...entry, outcome: 'applied', reason: null };
  const first = result.firstUse;

  const time = first?.at ? new Date(first.at).toLocaleTimeString(intlTag(i18n.locale), { timeStyle: 'short' }) : '';
  return {
    ...entry,
    outcome: result.outcome,
    reason: result.reason,
    tone: 'error',
    title:
      result.outcome === 'conflict'
        ? isDoor
          ? t`Conflict: already checked in`
          : t`Conflict: already handed over`
        : t`Refused at sync`,
    description: result.outcome === 'conflict' ? firstUsedLabel(first?.deviceName ?? null, time) : result.reason,
  };
}
