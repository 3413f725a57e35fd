import type { EndpointDeclaration } from './endpoint.js';
import { type ErrorCode, errorStatus } from './errors.js';

/** Statuses whose answer carries `Retry-After` (seconds). */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/**
 * Every error code one endpoint may answer, by status, from its declaration (decision 090): what every call may answer
 * (a request off its contract, a rate limit, a fault, the database away), what its kind adds (a bearer call's 401 and
 * 403, a path parameter's 404, a body's 413 and 415, the refresh cookie's 401), and the codes it declares in `errors`.
 * The OpenAPI description lists these, so a generated client knows each code it must handle.
 */
export function endpointErrors(endpoint: EndpointDeclaration): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL', 'SERVICE_UNAVAILABLE']);
  if (endpoint.auth === 'bearer') {
    codes.add('UNAUTHENTICATED');
    codes.add('FORBIDDEN');
  }
  if (endpoint.auth === 'refreshCookie') codes.add('INVALID_REFRESH_TOKEN');
  if (endpoint.path.includes(':')) codes.add('NOT_FOUND');
  if (endpoint.body || endpoint.consumes) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  for (const code of endpoint.errors ?? []) codes.add(code);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b));
}
