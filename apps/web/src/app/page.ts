import { type ComponentType, lazy } from 'react';

/** A page whose code loads when it is first shown: the shell stays small and a visitor downloads only what they open. */
export function page<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
