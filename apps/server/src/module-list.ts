import { analyticsModule } from './modules/analytics/module.js';
import { auditModule } from './modules/audit/module.js';
import { connectModule } from './modules/connect/module.js';
import { contentModule } from './modules/content/module.js';
import { contestsModule } from './modules/contests/module.js';
import { domainEventsModule } from './modules/domain-events/module.js';
import { eventsModule } from './modules/events/module.js';
import { guestlistsModule } from './modules/guestlists/module.js';
import { housekeepingModule } from './modules/housekeeping/module.js';
import { identityModule } from './modules/identity/module.js';
import { integrationsModule } from './modules/integrations/module.js';
import { inventoryModule } from './modules/inventory/module.js';
import { leadsModule } from './modules/leads/module.js';
import { linksModule } from './modules/links/module.js';
import { mediaModule } from './modules/media/module.js';
import { membershipModule } from './modules/membership/module.js';
import { noticesModule } from './modules/notices/module.js';
import { offlineModule } from './modules/offline/module.js';
import { operatorsModule } from './modules/operators/module.js';
import { ordersModule } from './modules/orders/module.js';
import { paymentsModule } from './modules/payments/module.js';
import { pickupModule } from './modules/pickup/module.js';
import { placesModule } from './modules/places/module.js';
import { refundsModule } from './modules/refunds/module.js';
import { staffModule } from './modules/staff/module.js';
import { stationsModule } from './modules/stations/module.js';
import { vendorLocationsModule } from './modules/vendor-locations/module.js';
import { vendorsModule } from './modules/vendors/module.js';

/**
 * Every module of the server, in the order their services are built (a module comes after the modules it
 * `needs`; checked at boot). `services.ts` builds the services from this list and `app.ts` registers each
 * module's routes and sweeps from it. A new area adds its manifest here: the one line outside its folder
 * (decision 022).
 */
export const modules = [
  domainEventsModule,
  auditModule,
  noticesModule,
  identityModule,
  vendorsModule,
  staffModule,
  operatorsModule,
  connectModule,
  vendorLocationsModule,
  eventsModule,
  inventoryModule,
  membershipModule,
  ordersModule,
  refundsModule,
  pickupModule,
  stationsModule,
  paymentsModule,
  guestlistsModule,
  offlineModule,
  placesModule,
  contestsModule,
  linksModule,
  leadsModule,
  contentModule,
  mediaModule,
  analyticsModule,
  integrationsModule,
  housekeepingModule,
] as const;
