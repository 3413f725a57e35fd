import type { AppInstance } from '../app-types.js';

/**
 * A module's manifest (`modules/<area>/module.ts`): what it needs from the modules before it in the list, the
 * services it adds, its routes and its sweeps. `services.ts` and `app.ts` only walk the module list.
 *
 * - `needs` names the services it reads from its context; the list is checked at boot, so a module placed before
 *   one it needs stops the process with a message instead of an `undefined` at the first request.
 * - `services` receives the platform (config, database, clock, log, providers, overrides) and every service the
 *   modules before it added; its parameter type says which of them it uses, with their types taken from those
 *   modules' `index.ts`.
 */
export type ServerModule<Context = unknown, Provides extends object = object> = {
  name: string;
  needs?: readonly string[];
  services?: (context: Context) => Provides;
  routes?: (app: AppInstance) => void;
  sweeps?: (app: AppInstance) => void;
};

export function defineModule<Context, Provides extends object = object>(
  module: ServerModule<Context, Provides>,
): ServerModule<Context, Provides> {
  return module;
}

/** The services a list of modules adds, as one object type. */
export type ModuleServices<Modules extends readonly ServerModule<never, object>[]> = UnionToIntersection<
  ProvidesOf<Modules[number]>
>;

type ProvidesOf<M> = M extends ServerModule<never, infer Provides> ? Provides : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
