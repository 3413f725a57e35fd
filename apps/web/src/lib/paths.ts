/**
 * Every URL the app builds: its own pages (`paths`) and the API's endpoints (`apiPaths`).
 * Nothing else concatenates URLs; parameters are always encoded here.
 */

const segment = encodeURIComponent;

/** Appends a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Keeps a location's search string ("?a=1") on a new path, for redirects that only fix the path. */
export function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return search.startsWith('?') ? `${path}${search}` : `${path}?${search}`;
}

export const paths = {
  home: () => '/',
  corporate: () => '/corporate',
  demo: () => '/demo',
  notFound: () => '/404',
  signIn: () => '/signin',
  authCallback: () => '/auth/callback',
  account: () => '/account',
  orderHistory: () => '/order/history',
  location: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}`,
  locationShortLink: (vendorLocationId: string) => `/L/${segment(vendorLocationId)}`,
  orderReview: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}/order/review`,
  orderCheckout: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}/order/checkout`,
  orderStatus: (vendorLocationId: string, orderId: string) =>
    `/location/${segment(vendorLocationId)}/order/${segment(orderId)}/status`,

  staff: () => '/staff',
  staffSignIn: () => '/staff/signin',
  staffAuthCallback: () => '/staff/auth/callback',
  staffLocations: () => '/staff/locations',
  staffLocation: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}`,
  staffScanOrder: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/scan`,
  staffOrder: (vendorLocationId: string, orderId: string) =>
    `/staff/location/${segment(vendorLocationId)}/order/${segment(orderId)}`,
  staffInventory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/inventory`,
  staffOrderHistory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/orders`,
  staffReporting: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/reporting`,
  staffGuestlistEvents: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/guestlist-events`,
  staffPrintQrCodes: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/print`,
  staffUsers: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/users`,
  staffEvents: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/events`,
  staffEventCreate: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/create`,
  staffEventEdit: (vendorLocationId: string, vendorId: string, eventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/edit/${segment(eventId)}`,
} as const;

export const apiPaths = {
  startSignIn: () => '/auth-service/v1/passwordless/start',
  verifySignIn: () => '/auth-service/v1/passwordless/verify',
  refreshToken: () => '/auth-service/v1/token/refresh',
  logout: () => '/auth-service/v1/logout',

  vendor: () => '/vendor-service/v1/vendor',
  vendorLocation: () => '/vendor-location-service/v1/vendor-location',
  vendorUserRole: (vendorId: string) => `/vendor-auth-service/v1/vendors/${segment(vendorId)}/user-role`,

  // Customer ordering: menu, orders, tax and payment.
  locationProducts: (vendorLocationId: string) =>
    `/inventory-service/v1/vendor-locations/${segment(vendorLocationId)}/products`,
  userOrders: (userId: string) => `/order-service/v1/users/${segment(userId)}/orders`,
  userOrder: (userId: string, orderId: string) =>
    `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}`,
  markOrderPaid: (userId: string, orderId: string) =>
    `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/markPaid`,
  orderEvents: (userId: string, orderId: string) =>
    `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/events`,
  calculateTax: () => '/order-service/v1/taxes/calculate',
  paymentConfig: () => '/payment-service/v1/config',
  confirmSimulatedPayment: (paymentIntentId: string) =>
    `/payment-service/v1/simulated/payment-intents/${segment(paymentIntentId)}/confirm`,
} as const;
