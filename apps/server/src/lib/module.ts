import type { AppInstance } from '../app-types.js';
import type { Platform } from '../platform.js';

/**
 * A module's manifest (`modules/<area>/module.ts`): what it needs from the modules before it in the list, the
 * services it adds, its routes and its sweeps. `services.ts` and `app.ts` only walk the module list
 * (`module-list.ts`); decisions 022 and 080.
 *
 * - `needs` names the services of other modules it uses; the list is checked at boot, so a module placed before
 *   one it needs stops the process with a message instead of an `undefined` at the first request.
 * - `services` receives the platform (config, database, clock, log, providers, overrides) and the services it
 *   `needs`, nothing else; its parameter type says which of them it uses, with their types taken from those modules'
 *   `index.ts`.
 * - `routes` and `sweeps` receive the same context plus the services the module itself adds: a route never looks a
 *   service up on the app, so what a module uses is written in its own folder.
 */
export type ServerModule<Context = unknown, Provides extends object = object> = {
  name: string;
  needs?: readonly string[];
  services?: (context: Context) => Provides;
  // Methods, not function properties: a list of modules is a list of different contexts (checked where each is defined).
  routes?(app: AppInstance, services: NoInfer<Context & Provides>): void;
  sweeps?(app: AppInstance, services: NoInfer<Context & Provides>): void;
};

/**
 * A manifest as written: `routes` and `sweeps` are checked strictly against what the module receives, so one that asks
 * for a service the module does not `needs` or add does not compile.
 */
type ModuleDefinition<Context, Provides extends object, Needs extends readonly string[]> = {
  name: string;
  /** Every service of another module its context names, and no other (checked here, and at boot for the order). */
  needs?: Needs & readonly NeedsOf<Context>[];
  services?: (context: Context) => Provides;
  routes?: (app: AppInstance, services: NoInfer<Context & Provides>) => void;
  sweeps?: (app: AppInstance, services: NoInfer<Context & Provides>) => void;
} & ([NeedsOf<Context>] extends [Needs[number]]
  ? unknown
  : { needs: { missingFromNeeds: Exclude<NeedsOf<Context>, Needs[number]> } });

/** The names in a module's context that are not the platform's: the services it needs from other modules. */
type NeedsOf<Context> = Exclude<keyof Context, keyof Platform> & string;

export function defineModule<Context, Provides extends object = object, const Needs extends readonly string[] = []>(
  module: ModuleDefinition<Context, Provides, Needs>,
): ServerModule<Context, Provides> {
  return module as ServerModule<Context, Provides>;
}

/** The services a list of modules adds, as one object type. */
export type ModuleServices<Modules extends readonly ServerModule<never, object>[]> = UnionToIntersection<
  ProvidesOf<Modules[number]>
>;

type ProvidesOf<M> = M extends ServerModule<never, infer Provides> ? Provides : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/**
 * What the module list built: every service (for the composition root and the tests) and, for each module, what its
 * routes and sweeps receive (the platform, what it needs, what it adds).
 */
export type BuiltModules = {
  services: Record<string, unknown>;
  scopes: Map<string, Record<string, unknown>>;
};

/**
 * Walks the module list in order: each module's `services` gets the platform and the services it `needs`. A module
 * that needs a service no module before it provides, or that adds a name already taken, stops the boot with a
 * message naming both.
 */
export function buildModules<Platform extends object>(
  platform: Platform,
  modules: readonly ServerModule<never, object>[],
): BuiltModules {
  const services: Record<string, unknown> = { ...(platform as Record<string, unknown>) };
  const scopes = new Map<string, Record<string, unknown>>();
  const providedBy = new Map<string, string>(Object.keys(platform).map((name) => [name, 'the platform']));
  for (const module of modules) {
    const needs = module.needs ?? [];
    const missing = needs.filter((name) => !providedBy.has(name));
    if (missing.length > 0) throw new Error(missingNeedsMessage(module, missing));
    const context: Record<string, unknown> = { ...(platform as Record<string, unknown>) };
    for (const name of needs) context[name] = services[name];
    const added = module.services?.(context as never) ?? {};
    for (const [name, service] of Object.entries(added)) {
      const owner = providedBy.get(name);
      if (owner) throw new Error(`Module "${module.name}" adds the service "${name}", which ${owner} already adds.`);
      providedBy.set(name, `module "${module.name}"`);
      services[name] = service;
    }
    scopes.set(module.name, { ...context, ...added });
  }
  return { services, scopes };
}

/** Every service the list adds, over the platform's (what `createServices` returns). */
export function buildModuleServices<Platform extends object>(
  platform: Platform,
  modules: readonly ServerModule<never, object>[],
): Record<string, unknown> {
  return buildModules(platform, modules).services;
}

function missingNeedsMessage(module: ServerModule<never, object>, missing: string[]): string {
  const names = missing.map((name) => `"${name}"`).join(', ');
  return `Module "${module.name}" needs ${names}, which no module listed before it adds: list it after the module that does (src/module-list.ts).`;
}
