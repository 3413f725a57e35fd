import type { PaymentConfigResponse } from '@queueless/contracts';
import { currentPageData } from './page-data';

// What the order's later pages (review, checkout) read of the menu page's data (lib/page-data.ts, decision 017): apart,
// so the menu's own first load does not carry them (decision 074).

/** The rate (parts per million) the location's cart is taxed at, when the page carries it. */
export function pageTaxRatePpm(vendorLocationId: string): number | undefined {
  const data = currentPageData();
  const rate = data?.vendorLocationId === vendorLocationId ? data.taxRatePpm : undefined;
  return typeof rate === 'number' && Number.isSafeInteger(rate) && rate >= 0 ? rate : undefined;
}

/** The payment form's configuration, when the page carries it. */
export function pagePaymentConfig(): PaymentConfigResponse | undefined {
  return currentPageData()?.paymentConfig;
}

/** The status page's code files the page names: our own `/assets/*.js` only. */
export function pageStatusPageCode(): string[] {
  const files = currentPageData()?.statusPageCode;
  if (!Array.isArray(files)) return [];
  return files.filter((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file));
}
