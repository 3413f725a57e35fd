import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { DeviceChangesResponse, DeviceDataResponse, ScanResult, UploadScansBody } from '@queueless/contracts';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { downloadDeviceData, fetchDeviceChanges, sendDeviceScans } from './api/device-calls';
import { OfflineDevice, SCAN_CALL_TIMEOUT_MS } from './offline-device';

vi.mock('./api/device-calls', () => ({
  downloadDeviceData: vi.fn(),
  fetchDeviceChanges: vi.fn(),
  sendDeviceScans: vi.fn(),
}));

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const keys = [{ keyId: 'KEY1', publicKey: publicKey.export({ format: 'jwk' }).x ?? '', retiredAt: null }];
const EVENT = 'EVENT1';

function codeOf(id: string, scope = EVENT, signer = { keyId: 'KEY1', privateKey }) {
  const expiry = Math.floor((Date.now() + 3_600_000) / 1000).toString(36);
  const message = `QL1.r.${id}.${scope}.${expiry}.${signer.keyId}`;
  return `${message}.${sign(null, Buffer.from(message), signer.privateKey).toString('base64url')}`;
}

const door = {
  deviceId: 'DEVICE1',
  vendorId: 'VENDOR1',
  name: 'North gate',
  vendorLocationId: null,
  gleventId: EVENT,
  acceptsUnknownCodes: false,
  enrolledAt: new Date().toISOString(),
  enrolledBy: 'USER1',
  revokedAt: null,
  lastSyncAt: null,
  waitingCount: 0,
  offlineSince: null,
};

const data: DeviceDataResponse = {
  device: door,
  keys,
  cursor: '1-1',
  wipeAt: new Date(Date.now() + 86_400_000).toISOString(),
  gleventName: 'Offline Night',
  reservations: [
    { reservationId: 'RES1', name: 'Ada Guest', quantity: 2, reservationStatus: 'CONFIRMED' },
    { reservationId: 'RES2', name: 'Bo Guest', quantity: 1, reservationStatus: 'CONFIRMED' },
    { reservationId: 'RES3', name: 'Cy Guest', quantity: 1, reservationStatus: 'CANCELLED' },
  ],
  orders: [],
};

const noChanges: DeviceChangesResponse = { keys, cursor: '1-1', hasMore: false, reservations: [], orders: [] };
const applied = (body: UploadScansBody) => ({
  results: body.scans.map(
    (scan): ScanResult => ({ scanId: scan.scanId, outcome: 'applied', reason: null, firstUse: null }),
  ),
});
const networkDown = () => new ApiError(0, 'NETWORK_ERROR', 'Network error.');

let isOnline = true;
/** What each upload sent, in order. */
const sentBodies = () => vi.mocked(sendDeviceScans).mock.calls.map((call) => call[1]);

async function enrolled(): Promise<OfflineDevice> {
  vi.mocked(downloadDeviceData).mockResolvedValue(data);
  const device = await OfflineDevice.open();
  await device.start('qld_token');
  return device;
}

describe('OfflineDevice (decision 092)', () => {
  beforeEach(() => {
    // A fresh browser storage for each test.
    globalThis.indexedDB = new IDBFactory();
    isOnline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
    vi.mocked(fetchDeviceChanges).mockResolvedValue(noChanges);
    vi.mocked(sendDeviceScans).mockImplementation(async (_token, body) => applied(body));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(sendDeviceScans).mockReset();
    vi.mocked(fetchDeviceChanges).mockReset();
  });

  it('offline: a valid code checks in at once from local data, is queued once, and is never let in twice here', async () => {
    const device = await enrolled();
    isOnline = false;
    const first = await device.scan(codeOf('RES1'));
    expect(first).toMatchObject({ tone: 'success', title: 'Checked in', offline: true, outcome: null });
    expect(first.description).toBe('Ada Guest · 2 guests');
    expect(device.getSnapshot()).toMatchObject({ waiting: 1, isOnline: false });

    expect((await device.scan(codeOf('RES1'))).title).toBe('Already checked in here');
    expect((await device.scan(codeOf('RES3'))).title).toBe('Reservation cancelled');
    const forged = codeOf('RES2').replace('RES2', 'RES1');
    expect((await device.scan(forged)).title).toBe('Forged or altered code');
    expect((await device.scan(codeOf('RES9', 'OTHER'))).title).toBe('Another event’s code');
    expect((await device.scan(codeOf('RES9'))).title).toBe('Not on this device’s list');
    expect(device.getSnapshot().waiting).toBe(1);
    expect(sendDeviceScans).not.toHaveBeenCalled();
  });

  it('the same code scanned twice at once (a double tap, a keyboard scanner) is let through once', async () => {
    const device = await enrolled();
    isOnline = false;
    const [one, two] = await Promise.all([device.scan(codeOf('RES1')), device.scan(codeOf('RES1'))]);
    expect([one.title, two.title].sort()).toEqual(['Already checked in here', 'Checked in']);
    expect(device.getSnapshot().waiting).toBe(1);
  });

  it('back online, the queue uploads in scan order; the server’s conflict replaces the local answer', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    await device.scan(codeOf('RES2'));
    vi.mocked(sendDeviceScans).mockImplementation(async (_token, body) => ({
      results: body.scans.map(
        (scan, i): ScanResult =>
          i === 0
            ? { scanId: scan.scanId, outcome: 'applied', reason: null, firstUse: null }
            : {
                scanId: scan.scanId,
                outcome: 'conflict',
                reason: 'Already checked in.',
                firstUse: { at: new Date().toISOString(), deviceName: 'Side door', byUserId: 'USER2' },
              },
      ),
    }));
    isOnline = true;
    await device.sync();
    const [sentBody] = sentBodies();
    expect(sentBody?.scans.map((scan) => scan.wasOffline)).toEqual([true, true]);
    expect(sentBody?.offlineSince).not.toBeNull();
    const { waiting, log, isOnline: shownOnline, state } = device.getSnapshot();
    expect({ waiting, shownOnline }).toEqual({ waiting: 0, shownOnline: true });
    expect(state?.offlineSince).toBeNull();
    const conflict = log.find((entry) => entry.outcome === 'conflict');
    expect(conflict).toMatchObject({ name: 'Bo Guest', title: 'Conflict: already checked in', tone: 'error' });
    expect(conflict?.description).toMatch(/^First used at Side door at /);
  });

  it('an upload cut by the network keeps every scan queued; the next sync sends the same scan ids', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    isOnline = true;
    vi.mocked(sendDeviceScans).mockRejectedValueOnce(networkDown());
    await device.sync();
    expect(device.getSnapshot()).toMatchObject({ waiting: 1, isOnline: false });
    await device.sync();
    const [first, second] = sentBodies();
    expect(second?.scans[0]?.scanId).toBe(first?.scans[0]?.scanId);
    expect(device.getSnapshot().waiting).toBe(0);
  });

  it('the network back while a sync made offline is still failing: it syncs again at once, not at the next tick', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    let failOffline: () => void = () => undefined;
    vi.mocked(sendDeviceScans).mockImplementationOnce(
      () => new Promise((_resolve, reject) => (failOffline = () => reject(networkDown()))),
    );
    const offlineSync = device.sync();
    await vi.waitFor(() => expect(sendDeviceScans).toHaveBeenCalledTimes(1));
    isOnline = true;
    // The browser's `online` event asks for a sync while the one made offline has not failed yet.
    void device.sync();
    failOffline();
    await offlineSync;
    await vi.waitFor(() => expect(device.getSnapshot().waiting).toBe(0));
    expect(sendDeviceScans).toHaveBeenCalledTimes(2);
  });

  it(
    'a scan the server did not answer in time is answered here, marked offline, and uploaded as offline',
    async () => {
      const device = await enrolled();
      // The network is up but the server is slow: the call gives up at its deadline.
      vi.mocked(sendDeviceScans).mockImplementationOnce(
        (_token, _body, timeoutMs) =>
          new Promise((_resolve, reject) =>
            setTimeout(() => reject(new ApiError(0, 'TIMEOUT', 'timed out')), timeoutMs ?? 10_000),
          ),
      );
      const answered = await device.scan(codeOf('RES1'));
      expect(answered).toMatchObject({ title: 'Checked in', offline: true, outcome: null });
      const [firstCall] = vi.mocked(sendDeviceScans).mock.calls;
      expect(firstCall?.[2]).toBeLessThanOrEqual(SCAN_CALL_TIMEOUT_MS);
      expect(sentBodies()[0]?.scans[0]?.wasOffline).toBe(false);

      // The next sync (the one given up may still be ending) sends it again, as offline.
      await vi.waitFor(async () => {
        await device.sync();
        expect(device.getSnapshot().waiting).toBe(0);
      });
      expect(sentBodies().at(-1)?.scans[0]).toMatchObject({ scanId: answered.scanId, wasOffline: true });
    },
    SCAN_CALL_TIMEOUT_MS * 4,
  );

  it('online and answered in time: the server’s word, not offline', async () => {
    const device = await enrolled();
    const answered = await device.scan(codeOf('RES2'));
    expect(answered).toMatchObject({ title: 'Checked in', offline: false, outcome: 'applied' });
    expect(sentBodies()[0]?.scans[0]?.wasOffline).toBe(false);
  });

  it('the catch-up updates the list (a guest checked in elsewhere is refused here) and keeps what was used here', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    isOnline = true;
    vi.mocked(fetchDeviceChanges).mockResolvedValueOnce({
      keys,
      cursor: '2-5',
      hasMore: false,
      reservations: [
        { reservationId: 'RES1', name: 'Ada Guest', quantity: 2, reservationStatus: 'CONFIRMED' },
        { reservationId: 'RES2', name: 'Bo Guest', quantity: 1, reservationStatus: 'CHECKED_IN' },
      ],
      orders: [],
    });
    await device.sync();
    expect(device.getSnapshot().state?.cursor).toBe('2-5');
    isOnline = false;
    expect((await device.scan(codeOf('RES2'))).title).toBe('Already checked in');
    expect((await device.scan(codeOf('RES1'))).title).toBe('Already checked in here');
  });

  it('a key rotated on the server reaches the device at its next sync; the retired key still verifies its codes', async () => {
    const device = await enrolled();
    const rotated = generateKeyPairSync('ed25519');
    const newKey = { keyId: 'KEY2', publicKey: rotated.publicKey.export({ format: 'jwk' }).x ?? '', retiredAt: null };
    const newCode = codeOf('RES2', EVENT, { keyId: 'KEY2', privateKey: rotated.privateKey });
    const tampered = `${newCode.slice(0, -4)}AAAA`;
    isOnline = false;
    // Before the device has the new key, its list vouches for the guest (as for a bare id); a guest it does not list
    // is refused.
    expect((await device.scan(codeOf('RES9', EVENT, { keyId: 'KEY2', privateKey: rotated.privateKey }))).title).toBe(
      'Not on this device’s list',
    );
    isOnline = true;
    vi.mocked(fetchDeviceChanges).mockResolvedValueOnce({
      ...noChanges,
      keys: [newKey, { ...keys[0]!, retiredAt: new Date().toISOString() }],
    });
    await device.sync();
    expect(device.getSnapshot().state?.keys.map((key) => key.keyId)).toEqual(['KEY2', 'KEY1']);
    isOnline = false;
    expect((await device.scan(tampered)).title).toBe('Forged or altered code');
    expect((await device.scan(newCode)).title).toBe('Checked in');
    expect((await device.scan(codeOf('RES1'))).title).toBe('Checked in');
  });

  it('revoked by a manager: the next sync wipes the data, the queue and the token', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    isOnline = true;
    vi.mocked(sendDeviceScans).mockRejectedValueOnce(new ApiError(403, 'DEVICE_REVOKED', 'Revoked.'));
    await device.sync();
    expect(device.getSnapshot()).toMatchObject({
      state: null,
      waiting: 0,
      endedBecause: 'This device was revoked by a manager: its data was wiped.',
    });
    expect(await device.countRecords()).toBe(0);
    expect(await (await OfflineDevice.open()).countRecords()).toBe(0);
  });

  it('a page opened again (a reload, a restart) finds the queue where it was', async () => {
    const device = await enrolled();
    isOnline = false;
    await device.scan(codeOf('RES1'));
    await device.scan(codeOf('RES2'));
    const reopened = await OfflineDevice.open();
    expect(reopened.getSnapshot()).toMatchObject({ waiting: 2 });
    expect(reopened.getSnapshot().state?.device.name).toBe('North gate');
    expect((await reopened.scan(codeOf('RES2'))).title).toBe('Already checked in here');
  });
});
