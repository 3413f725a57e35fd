import { t } from '@lingui/core/macro';
import type { VendorLocation } from '@queueless/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { parseLocationUrl } from '#web/features/scanner/location-url';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { isApiError } from '#web/lib/api-client';
import { shortCodeRedirectQueryOptions } from './api/get-short-code-redirect';
import { vendorLocationQueryOptions } from './api/get-vendor-location';

export type ScanRefusal = {
  title: string;
  description: string /** Why, in the spec's words, shown under the camera. */;
  detail?: string;
};
export type ScannedLocation = { ok: true; location: VendorLocation } | ({ ok: false } & ScanRefusal);

const invalidQr = (detail?: string): ScannedLocation => ({
  ok: false,
  title: scannerMessages.invalidQrTitle,
  description: scannerMessages.invalidLocationQr,
  detail,
});
const invalidShortCode = (): ScannedLocation => ({
  ok: false,
  title: scannerMessages.invalidShortCodeTitle,
  description: scannerMessages.invalidShortCodeDescription,
});
const networkError = (): ScannedLocation => ({
  ok: false,
  title: t`Network Error`,
  description: t`Check your connection and scan again.`,
});

const isNetworkFailure = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

/**
 * A scanned location QR code → the location it names. R codes go through the short-code redirect first, whose
 * answer must itself be a location URL; the location must exist.
 */
export async function resolveScannedLocation(text: string, queryClient: QueryClient): Promise<ScannedLocation> {
  const parsed = parseLocationUrl(text);
  if (!parsed.ok) return invalidQr(parsed.error);

  let target = parsed.target;
  if (target.kind === 'shortCode') {
    let redirectUrl: string;
    try {
      redirectUrl = await queryClient.fetchQuery(shortCodeRedirectQueryOptions(target.code));
    } catch (error) {
      return isNetworkFailure(error) ? networkError() : invalidShortCode();
    }
    const resolved = parseLocationUrl(redirectUrl);
    if (!resolved.ok || resolved.target.kind !== 'location') return invalidShortCode();
    target = resolved.target;
  }

  try {
    const location = await queryClient.fetchQuery(vendorLocationQueryOptions(target.vendorLocationId));
    return { ok: true, location };
  } catch (error) {
    return isNetworkFailure(error) ? networkError() : invalidQr(t`Location not found.`);
  }
}
