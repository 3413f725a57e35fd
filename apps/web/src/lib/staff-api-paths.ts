/**
 * The API paths of the staff pages (the location's QR codes, inventory, pickup and refunds, order history, staff
 * roles, vendor events), and the short-link lookup the `/R/{code}` page shares with them. Kept apart from `paths.ts`, which every page loads, so the menu's first load does not carry
 * them (decision 017); like `paths.ts`, nothing else builds these URLs.
 */

const segment = encodeURIComponent;

export const staffApiPaths = {
  shortCodeRedirect: (code: string) => `/redirect-service/v1/short-code-redirects/${segment(code)}`,
  updateProduct: (vendorLocationId: string, productId: string) =>
    `/inventory-service/v1/vendor-locations/${segment(vendorLocationId)}/products-v2/${segment(productId)}`,
  completeOrder: (userId: string, orderId: string) =>
    `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/complete`,
  refundOrder: (userId: string, orderId: string) =>
    `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/refund`,
  balanceCollected: (vendorLocationId: string, orderId: string) =>
    `/order-service/v1/vendor-locations/${segment(vendorLocationId)}/orders/${segment(orderId)}/balance-collected`,
  fulfilledOrders: () => '/order-service/v1/fulfilled-orders',
  vendorRoles: (vendorId: string) => `/vendor-auth-service/v1/vendors/${segment(vendorId)}/vendor-roles`,
  vendorRole: (vendorId: string, phoneNumber: string) =>
    `/vendor-auth-service/v1/vendors/${segment(vendorId)}/vendor-roles/${segment(phoneNumber)}`,
  vendorEvent: (eventId: string) => `/event-service/v1/event/${segment(eventId)}`,
  adminVendorEvents: (vendorId: string) => `/event-service/v1/admin/vendors/${segment(vendorId)}/events`,
} as const;
