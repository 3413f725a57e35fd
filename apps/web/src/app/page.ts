import { type ComponentType, lazy } from 'react';
import { needGroup } from '#web/lib/i18n/catalogues';

/**
 * A page whose code loads when it is first shown: the shell stays small and a visitor downloads only what they open.
 * In another language than English its messages come with it (the customer's pages' group, decision 095); the
 * order's pages load through routes/location/ordering-pages.ts, whose messages are there from the first render.
 */
export function page<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() =>
    Promise.all([load(), needGroup('customer')]).then(([module]) => ({ default: module[name] as ComponentType })),
  );
}
