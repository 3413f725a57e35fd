import type { AppInstance } from '../app-types.js';

/**
 * A module's manifest (`modules/<area>/module.ts`): what it needs from the modules before it in the list, the
 * services it adds, its routes and its sweeps. `services.ts` and `app.ts` only walk the module list
 * (`module-list.ts`); decision 022.
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

/**
 * Walks the module list in order: each module's `services` gets the platform and what the modules before it
 * added. A module that needs a service no module before it provides, or that adds a name already taken, stops the
 * boot with a message naming both.
 */
export function buildModuleServices<Platform extends object>(
  platform: Platform,
  modules: readonly ServerModule<never, object>[],
): Record<string, unknown> {
  const services: Record<string, unknown> = { ...(platform as Record<string, unknown>) };
  const providedBy = new Map<string, string>(Object.keys(platform).map((name) => [name, 'the platform']));
  for (const module of modules) {
    const missing = (module.needs ?? []).filter((name) => !providedBy.has(name));
    if (missing.length > 0) throw new Error(missingNeedsMessage(module, missing));
    const added = module.services?.(services as never) ?? {};
    for (const [name, service] of Object.entries(added)) {
      const owner = providedBy.get(name);
      if (owner) throw new Error(`Module "${module.name}" adds the service "${name}", which ${owner} already adds.`);
      providedBy.set(name, `module "${module.name}"`);
      services[name] = service;
    }
  }
  return services;
}

function missingNeedsMessage(module: ServerModule<never, object>, missing: string[]): string {
  const names = missing.map((name) => `"${name}"`).join(', ');
  return `Module "${module.name}" needs ${names}, which no module listed before it adds: list it after the module that does (src/module-list.ts).`;
}
