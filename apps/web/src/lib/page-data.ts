import type {
  PaymentConfigResponse,
  ProductListResponse,
  VendorListResponse,
  VendorLocationListResponse,
} from '@queueless/contracts';
import { DEFAULT_STALE_TIME_MS } from './constants';

/**
 * What the server put in the first HTML response of a location page (apps/server/src/plugins/page-data.ts,
 * decision 017): the location, its vendor and its menu exactly as the API answers them, and data: URLs of our own
 * small product pictures. The query options of those reads take it as their initial data, so the menu renders
 * without a request; it counts as fetched when the server wrote it, so it goes stale (and is fetched again) as any
 * other answer would.
 */
export type PageData = {
  version: 1;
  at: number;
  vendorLocationId: string;
  location: VendorLocationListResponse;
  vendor: VendorListResponse;
  products: ProductListResponse;
  /** The rate the location's cart is taxed at, when the server's tax provider taxes a cart at one rate. */
  taxRatePpm?: number | null;
  /** As GET /payment-service/v1/config answers it. Absent from a page kept by an older build. */
  paymentConfig?: PaymentConfigResponse;
  /** The status page's code files (`/assets/…`), for checkout to fetch ahead. Absent from an older page. */
  statusPageCode?: string[];
  images: Record<string, string>;
};

const ELEMENT_ID = 'ql-page-data';

function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as PageData;
    return data.version === 1 ? data : null;
  } catch {
    return null;
  }
}

let pageData: PageData | null | undefined;
/** The page's data, read from the document once (null on a page without it). */
export function currentPageData(): PageData | null {
  if (pageData === undefined) pageData = readPageData();
  return pageData;
}

/**
 * For the server's render of the menu page (src/entry-server.tsx): `render` runs with `data` as the page's data, as
 * the browser will read it from the island, so both render the same menu. The render is synchronous
 * (renderToString), so one request's data never shows in another's.
 */
export function withPageData<T>(data: PageData, render: () => T): T {
  const before = pageData;
  pageData = data;
  try {
    return render();
  } finally {
    pageData = before;
  }
}

let firstReadAt: number | undefined;
/**
 * When the page's data counts as fetched (the queries' dataUpdatedAt): as the app first reads it, when the page came
 * fresh from the server (written within a stale time of this page's navigation, on this device's clock); else (a copy
 * the service worker kept, or a clock that disagrees) when the server wrote it, so it is fetched again at once. A
 * phone that takes longer than the stale time to start the app thus no longer asks again for the location and the
 * menu the page has just brought (decision 093).
 */
export function pageDataUpdatedAt(): number | undefined {
  const data = currentPageData();
  if (!data) return undefined;
  firstReadAt ??= Math.abs(performance.timeOrigin - data.at) <= DEFAULT_STALE_TIME_MS ? Date.now() : data.at;
  return firstReadAt;
}

export function pageLocation(vendorLocationId: string) {
  const data = currentPageData();
  return data?.vendorLocationId === vendorLocationId ? data.location.items[0] : undefined;
}

export function pageVendor(vendorId: string) {
  const vendor = currentPageData()?.vendor.items[0];
  return vendor?.vendorId === vendorId ? vendor : undefined;
}

export function pageProducts(vendorLocationId: string) {
  const data = currentPageData();
  return data?.vendorLocationId === vendorLocationId ? data.products.items : undefined;
}

/** The picture's inlined copy when the page carries one (no request at all), else its own URL. */
export function inlinedImage(src: string): string {
  return currentPageData()?.images[src] ?? src;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetPageData(): void {
  pageData = undefined;
  firstReadAt = undefined;
}
