import { randomUUID } from 'node:crypto';
import {
  type DeviceScan,
  endpointPath,
  enrolDevice,
  getDeviceChanges,
  getDeviceData,
  uploadDeviceScans,
} from '@queueless/contracts';
import type { AppInstance } from '../src/app-types.js';
import type { TestUser } from './factories.js';

/** Enrols a device through the API as `user`; answers its id and token (fails the test when refused). */
export async function enrol(
  app: AppInstance,
  user: TestUser,
  vendorId: string,
  scope: { gleventId?: string; vendorLocationId?: string },
  name = 'Door phone',
) {
  const reply = await app.inject({
    method: 'POST',
    url: endpointPath(enrolDevice, { vendorId }),
    headers: user.auth,
    payload: { name, ...scope },
  });
  if (reply.statusCode !== 201) throw new Error(`enrol: ${reply.statusCode} ${reply.body}`);
  const { device, token } = reply.json();
  return { deviceId: device.deviceId as string, token: token as string, auth: { authorization: `Bearer ${token}` } };
}

export type TestDevice = Awaited<ReturnType<typeof enrol>>;

/** A scan as a device queues it. */
export function scanOf(code: string, scannedAt = new Date()): DeviceScan {
  return { scanId: randomUUID(), code, scannedAt: scannedAt.toISOString(), wasOffline: true };
}

export function upload(app: AppInstance, device: TestDevice, scans: DeviceScan[], waitingCount = 0) {
  return app.inject({
    method: 'POST',
    url: endpointPath(uploadDeviceScans),
    headers: device.auth,
    payload: { scans, waitingCount, offlineSince: null },
  });
}

export function download(app: AppInstance, device: TestDevice) {
  return app.inject({ url: endpointPath(getDeviceData), headers: device.auth });
}

export function changes(app: AppInstance, device: TestDevice, after: string) {
  return app.inject({ url: endpointPath(getDeviceChanges, {}, { after }), headers: device.auth });
}
