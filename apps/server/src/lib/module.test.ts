import { describe, expect, it } from 'vitest';
import { modules } from '../module-list.js';
import { buildModuleServices, buildModules, defineModule } from './module.js';

const platform = { clock: () => new Date(0) };
const access = defineModule({ name: 'staff', services: () => ({ access: { isStaff: true } }) });
const events = defineModule({
  name: 'events',
  needs: ['access'],
  services: ({ access }: { access: { isStaff: boolean } }) => ({ events: { usesStaff: access.isStaff } }),
});

describe('the module list', () => {
  it('gives each module the platform and the services of the modules before it', () => {
    const services = buildModuleServices(platform, [access, events]);
    expect(services.clock).toBe(platform.clock);
    expect(services.events).toEqual({ usesStaff: true });
  });

  it('gives a module only the platform and what it needs, and its routes what it adds too', () => {
    const seen: Record<string, unknown>[] = [];
    const orders = defineModule({
      name: 'orders',
      needs: ['events'],
      services: (context: { clock: () => Date; events: { usesStaff: boolean } }) => {
        seen.push(context);
        return { orders: { count: 0 } };
      },
    });
    const { scopes } = buildModules(platform, [access, events, orders]);
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['clock', 'events']);
    expect(Object.keys(scopes.get('orders') ?? {}).sort()).toEqual(['clock', 'events', 'orders']);
    expect(Object.keys(scopes.get('staff') ?? {}).sort()).toEqual(['access', 'clock']);
  });

  it('stops the boot when a module is listed before one it needs', () => {
    expect(() => buildModuleServices(platform, [events, access])).toThrow(
      'Module "events" needs "access", which no module listed before it adds: list it after the module that does (src/module-list.ts).',
    );
  });

  it('stops the boot when two modules add the same service', () => {
    const again = defineModule({ name: 'roles', services: () => ({ access: {} }) });
    expect(() => buildModuleServices(platform, [access, again])).toThrow(
      'Module "roles" adds the service "access", which module "staff" already adds.',
    );
  });

  it("names each of the app's modules once", () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
