/**
 * The location and vendor the web-page plugin tests render (page-data, server-render, arrival-notice, web): the demo's Main
 * Bar as the public reads answer it, declared once.
 */
export const pageLocation = {
  vendorLocationId: 'AD708',
  vendorId: 'demo-bar',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 10,
};

export const pageVendor = {
  vendorId: 'demo-bar',
  name: 'Demo Bar',
  guestlistEnabled: false,
  addressLine1: '1111 S Figueroa St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90015',
  timeZone: 'America/Los_Angeles',
};

/** The services the web-page plugin reads, answering `pageLocation`, `pageVendor` and a menu of `products`. */
export function pageServices(products: unknown[]) {
  return {
    vendorLocations: { getLocation: async () => pageLocation },
    vendors: { getVendor: async () => pageVendor },
    inventory: {
      getMenu: async () => ({ body: Buffer.from(JSON.stringify({ items: products })), etag: '"x"' }),
    },
    tax: { name: 'location-rate', calculate: async () => ({ taxAmountExclusiveCents: 0 }) },
    paymentsService: { getConfig: () => ({ provider: 'simulated', publishableKey: null }) },
  };
}
