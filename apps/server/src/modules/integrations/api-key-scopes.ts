import {
  type ApiKeyScope,
  archiveLocationProduct,
  changeProductStock,
  checkInReservation,
  collectBalance,
  completeOrder,
  copyLocationMenu,
  createGlevent,
  createLocationProduct,
  createPartialRefund,
  type EndpointDeclaration,
  editLocationProduct,
  exportLocationMenu,
  findOrdersByShortId,
  getAccountingExport,
  getAnalyticsDump,
  getAnalyticsWeek,
  getLocationProducts,
  getLocationQueue,
  importLocationMenu,
  listAnalyticsOrders,
  listAnalyticsWeeks,
  listGuests,
  listLocationOrders,
  listOrderRefunds,
  listVendorGlevents,
  markOrderPaid,
  markOrderReady,
  quotePartialRefund,
  refundOrder,
  undoBalanceCollected,
  updateGlevent,
  updateProduct,
} from '@queueless/contracts';

/**
 * The staff calls an API key may make, by the scope that opens each (issue 41, decision 089). A call not listed here
 * is refused to every key (a person's own calls, staff and key management, the live streams). The call still checks
 * the role of the key's user at the vendor as it does for staff; this list only narrows it.
 */
const scopeOfEndpoint: [EndpointDeclaration, ApiKeyScope][] = [
  [getLocationQueue, 'orders:read'],
  [listLocationOrders, 'orders:read'],
  [findOrdersByShortId, 'orders:read'],
  [listOrderRefunds, 'orders:read'],
  [markOrderReady, 'orders:write'],
  [completeOrder, 'orders:write'],
  [markOrderPaid, 'orders:write'],
  [collectBalance, 'orders:write'],
  [undoBalanceCollected, 'orders:write'],
  [refundOrder, 'orders:write'],
  [createPartialRefund, 'orders:write'],
  [quotePartialRefund, 'orders:write'],
  [getLocationProducts, 'menu:read'],
  [exportLocationMenu, 'menu:read'],
  [updateProduct, 'menu:write'],
  [createLocationProduct, 'menu:write'],
  [editLocationProduct, 'menu:write'],
  [archiveLocationProduct, 'menu:write'],
  [changeProductStock, 'menu:write'],
  [copyLocationMenu, 'menu:write'],
  [importLocationMenu, 'menu:write'],
  [listAnalyticsOrders, 'reports:read'],
  [getAnalyticsDump, 'reports:read'],
  [listAnalyticsWeeks, 'reports:read'],
  [getAnalyticsWeek, 'reports:read'],
  [getAccountingExport, 'reports:read'],
  [listVendorGlevents, 'guestlists:read'],
  [listGuests, 'guestlists:read'],
  [createGlevent, 'guestlists:write'],
  [updateGlevent, 'guestlists:write'],
  [checkInReservation, 'guestlists:write'],
];

const scopes = new Map(scopeOfEndpoint.map(([endpoint, scope]) => [`${endpoint.method} ${endpoint.path}`, scope]));

/**
 * Calls that read or change a whole vendor rather than one location: a key limited to locations may not make them
 * (the export checks its location itself).
 */
const vendorWideEndpoints: EndpointDeclaration[] = [
  listAnalyticsOrders,
  getAnalyticsDump,
  listAnalyticsWeeks,
  getAnalyticsWeek,
  listVendorGlevents,
  listGuests,
  createGlevent,
  updateGlevent,
  checkInReservation,
];
const vendorWide = new Set(vendorWideEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));

/** The scope a call needs, by its method and route path (Fastify's form); undefined when no key may make it. */
export function scopeOfCall(method: string, routePath: string | undefined): ApiKeyScope | undefined {
  return routePath ? scopes.get(`${method} ${routePath}`) : undefined;
}

export function isVendorWideCall(method: string, routePath: string | undefined): boolean {
  return routePath !== undefined && vendorWide.has(`${method} ${routePath}`);
}
