import { lazy } from 'react';

/**
 * The contests area's pages behind one entry in the shell's route table: every lazy route costs the shell (and so the
 * menu page's first load, budget 110 kB) its import and dependency list, so the area adds one. Each page is still its
 * own chunk; the price is one small extra request before it.
 */
const pages = {
  vendor: lazy(() => import('./vendor/vendor').then((m) => ({ default: m.VendorLandingPage }))),
  rewards: lazy(() => import('./vendor/rewards').then((m) => ({ default: m.RewardsCenterPage }))),
  terms: lazy(() => import('./prize-drawing-terms').then((m) => ({ default: m.PrizeDrawingTermsPage }))),
  staffClaim: lazy(() => import('./staff/location/claim-reward').then((m) => ({ default: m.StaffClaimRewardPage }))),
  staffPrizes: lazy(() => import('./staff/location/prizes').then((m) => ({ default: m.StaffPrizesPage }))),
};

export type ContestsPageName = keyof typeof pages;

export function ContestsPage({ page }: { page: ContestsPageName }) {
  const Page = pages[page];
  return <Page />;
}
