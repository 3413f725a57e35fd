import type { ReactNode } from 'react';
import type { LocationMenuItem } from '#web/features/staff/location-menu';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** One simple line icon per location menu button. */
export const menuIcons: Record<LocationMenuItem, ReactNode> = {
  scanOrder: (
    <Icon>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M7 12h10" />
    </Icon>
  ),
  inventory: (
    <Icon>
      <path d="M4 7.5 12 4l8 3.5v9L12 20l-8-3.5z" />
      <path d="M4 7.5 12 11l8-3.5M12 11v9" />
    </Icon>
  ),
  orderHistory: (
    <Icon>
      <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
      <path d="M4 4v4.5h4.5M12 8v4l3 2" />
    </Icon>
  ),
  reporting: (
    <Icon>
      <path d="M4 20h16M7 16v-4M12 16V8M17 16v-7" />
    </Icon>
  ),
  staffManagement: (
    <Icon>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M16 5.5a3 3 0 0 1 0 6M17.5 14a5.5 5.5 0 0 1 3 5" />
    </Icon>
  ),
  events: (
    <Icon>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </Icon>
  ),
  guestListEvents: (
    <Icon>
      <path d="M8 4h8l1 3H7z" />
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 12h6M9 16h4" />
    </Icon>
  ),
  printQrCodes: (
    <Icon>
      <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5a1 1 0 0 1-1 1h-2" />
      <path d="M7 14h10v6H7z" />
    </Icon>
  ),
  offlineScanner: (
    <Icon>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M5 5l14 14" />
    </Icon>
  ),
  devices: (
    <Icon>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
    </Icon>
  ),
  venueSettings: (
    <Icon>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </Icon>
  ),
};
