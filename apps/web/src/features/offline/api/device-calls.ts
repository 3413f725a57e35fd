import {
  type DeviceChangesResponse,
  type DeviceDataResponse,
  type EnrolDeviceBody,
  type EnrolDeviceResponse,
  enrolDevice,
  getDeviceChanges,
  getDeviceData,
  type UploadScansBody,
  type UploadScansResponse,
  uploadDeviceScans,
} from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Enrols this browser as a device (the staff member's session); the token comes back once. */
export function enrolThisDevice(vendorId: string, body: EnrolDeviceBody): Promise<EnrolDeviceResponse> {
  return callEndpoint(enrolDevice, { params: { vendorId }, body });
}

/** The device's calls carry its own token, never the staff member's session (decision 092). */
export function downloadDeviceData(token: string, timeoutMs?: number): Promise<DeviceDataResponse> {
  return callEndpoint(getDeviceData, { bearerToken: token, timeoutMs });
}

export function fetchDeviceChanges(token: string, after: string, timeoutMs?: number): Promise<DeviceChangesResponse> {
  return callEndpoint(getDeviceChanges, { bearerToken: token, query: { after }, timeoutMs });
}

export function sendDeviceScans(
  token: string,
  body: UploadScansBody,
  timeoutMs?: number,
): Promise<UploadScansResponse> {
  return callEndpoint(uploadDeviceScans, { bearerToken: token, body, timeoutMs });
}
