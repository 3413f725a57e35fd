import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@queueless/contracts';
import { Link } from 'react-router';
import { type LocationMenuItem, locationMenuItems } from '#web/features/staff/location-menu';
import { staffPaths } from '#web/lib/staff-paths';
import { withQuery } from '#web/lib/url';
import { menuIcons } from './menu-icons';

type LocationMenuProps = {
  vendorLocationId: string;
  vendorId: string;
  role: Role;
  isGuestlistEnabled: boolean;
  isAnalyticsBeta: boolean;
};

const labels: Record<LocationMenuItem, MessageDescriptor> = {
  guestListEvents: msg`Guest List Events`,
  scanOrder: msg`Scan Order QR Code`,
  inventory: msg`Manage Inventory`,
  orderHistory: msg`Order History`,
  reporting: msg`Analytics & Reporting`,
  staffManagement: msg`Staff Management`,
  events: msg`Events`,
  printQrCodes: msg`Print QR Codes`,
  offlineScanner: msg`Offline Scanner`,
  devices: msg`Offline Devices`,
  venueSettings: msg`Venue Settings`,
};

const hints: Record<LocationMenuItem, MessageDescriptor> = {
  guestListEvents: msg`Guest lists and check-in`,
  scanOrder: msg`Hand out orders at pickup`,
  inventory: msg`Availability and prices`,
  orderHistory: msg`Orders of the last 12 hours`,
  reporting: msg`Sales and trends`,
  staffManagement: msg`Who works here, and their roles`,
  events: msg`Nights and shows at the venue`,
  printQrCodes: msg`Posters and counter cards`,
  offlineScanner: msg`Keep scanning without the network`,
  devices: msg`Devices, conflicts, revoke`,
  venueSettings: msg`Locations, tax rates and the audit log`,
};

function targetOf(item: LocationMenuItem, vendorLocationId: string, vendorId: string): string {
  switch (item) {
    case 'guestListEvents':
      return staffPaths.staffGlevents(vendorLocationId);
    case 'scanOrder':
      return staffPaths.staffScanOrder(vendorLocationId);
    case 'inventory':
      return staffPaths.staffInventory(vendorLocationId);
    case 'orderHistory':
      return staffPaths.staffOrderHistory(vendorLocationId);
    case 'reporting':
      return withQuery(staffPaths.staffReporting(vendorLocationId), { analytics_beta: 1 }); // the beta flag goes along
    case 'staffManagement':
      return staffPaths.staffUsers(vendorLocationId, vendorId);
    case 'events':
      return staffPaths.staffEvents(vendorLocationId, vendorId);
    case 'printQrCodes':
      return staffPaths.staffPrintQrCodes(vendorLocationId);
    case 'offlineScanner':
      return staffPaths.staffOfflineScanner(vendorLocationId);
    case 'devices':
      return staffPaths.staffDevices(vendorLocationId, vendorId);
    case 'venueSettings':
      return staffPaths.staffVenueSettings(vendorId);
  }
}

type MenuLinkProps = { item: LocationMenuItem; to: string };

/** Named by what it shows, label then hint (the space keeps them apart), so a voice command of its words finds it. */
function MenuLink({ item, to }: MenuLinkProps) {
  const { i18n } = useLingui();
  const isPrimary = item === 'scanOrder' || item === 'guestListEvents';
  return (
    <Link
      to={to}
      className={
        isPrimary
          ? 'flex min-h-20 items-center gap-4 rounded-2xl bg-brand px-5 text-brand-ink transition-colors hover:bg-brand-strong'
          : 'flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-surface px-5 transition-colors hover:bg-surface-raised'
      }
    >
      <span className={isPrimary ? '' : 'text-brand'}>{menuIcons[item]}</span>
      <span className="flex min-w-0 flex-col">
        <span className={isPrimary ? 'text-lg font-bold' : 'font-semibold'}>{i18n._(labels[item])}</span>{' '}
        <span className={isPrimary ? 'text-sm text-brand-ink/75' : 'text-sm text-ink-muted'}>
          {i18n._(hints[item])}
        </span>
      </span>
    </Link>
  );
}

/** The staff location menu: one large button per thing this person can do here. */
export function LocationMenu({ vendorLocationId, vendorId, ...context }: LocationMenuProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Location menu`} className="mt-6">
      <ul className="flex flex-col gap-3">
        {locationMenuItems(context).map((item) => (
          <li key={item}>
            <MenuLink item={item} to={targetOf(item, vendorLocationId, vendorId)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
