// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { featureBase, featureZones, layerZones, restrictedNames, testZones } from './import-zones';

/** Every source file of src/, by its path under src/ (vite reads them at test time). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice(2), text]),
);

/** The zone a path of src/ is in: `features/<name>` for a feature, the top folder otherwise ('' for the entries). */
function zoneOf(path: string): string {
  const [top, feature, ...rest] = path.split('/');
  if (top === 'features' && rest.length > 0) return `features/${feature}`;
  return feature === undefined ? '' : (top ?? '');
}

/** The src/ path an import names, or null for a package (`react`, `@queueless/contracts`). */
function resolveImport(fromPath: string, specifier: string): string | null {
  if (specifier.startsWith('#web/')) return specifier.slice('#web/'.length);
  if (!specifier.startsWith('.')) return null;
  const parts = fromPath.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Whether a file in zone `from` may import zone `to` (a test file may also import the test helpers). */
function mayImport(from: string, to: string, isTest: boolean): boolean {
  if (from === to || (isTest && (to === 'test' || testZones[from]?.includes(to)))) return true;
  const allowed = from.startsWith('features/')
    ? [...featureBase, ...(featureZones[from.slice('features/'.length)] ?? []).map((name) => `features/${name}`)]
    : (layerZones[from] ?? []);
  return allowed.some((zone) => zone === to || (zone === 'features' && to.startsWith('features/')));
}

const specifierPatterns = [
  /\bfrom\s+['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^import\s+['"]([^'"]+)['"]/gm,
];

/** The imports of a source file that cross a fence, as readable lines. */
function fenceViolations(files: Record<string, string>): string[] {
  const violations: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const from = zoneOf(path);
    const isTest = /\.test\.tsx?$/.test(path);
    for (const pattern of specifierPatterns) {
      for (const [, specifier = ''] of text.matchAll(pattern)) {
        const target = resolveImport(path, specifier);
        if (target === null) continue;
        const to = zoneOf(target);
        if (!mayImport(from, to, isTest)) violations.push(`${path}: '${specifier}' (${from || 'src'} → ${to})`);
      }
    }
    for (const [, names = '', specifier = ''] of text.matchAll(
      /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/g,
    )) {
      const target = resolveImport(path, specifier);
      for (const rule of restrictedNames) {
        if (isTest || target !== rule.module || rule.onlyIn.includes(from)) continue;
        const imported = names.split(',').map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        );
        for (const name of rule.names) {
          if (imported.includes(name)) violations.push(`${path}: '${name}' from '${specifier}' (only ${rule.onlyIn})`);
        }
      }
    }
  }
  return violations;
}

/** A cycle among the features' declared directions, as `a → b → a`, or null. */
function findCycle(zones: Record<string, readonly string[]>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, trail: string[]): string | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name].join(' → ');
    state.set(name, 'open');
    for (const next of zones[name] ?? []) {
      const cycle = visit(next, [...trail, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(zones)) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('the import fences (src/import-zones.ts)', () => {
  it('hold for every source file', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(fenceViolations(sources)).toEqual([]);
  });

  it('fence every feature, and name only features that exist', () => {
    const folders = [
      ...new Set(
        Object.keys(sources)
          .map(zoneOf)
          .filter((zone) => zone.startsWith('features/')),
      ),
    ];
    const declared = Object.keys(featureZones).map((name) => `features/${name}`);
    expect(folders.filter((folder) => !declared.includes(folder))).toEqual([]);
    expect(declared.filter((zone) => !folders.includes(zone))).toEqual([]);
    const named = Object.values(featureZones).flat();
    expect(named.filter((name) => !(name in featureZones))).toEqual([]);
  });

  it('point one way: no feature reaches back to one that imports it', () => {
    expect(findCycle(featureZones)).toBeNull();
  });

  it('refuse what they should (a check that cannot fail proves nothing)', () => {
    expect(
      fenceViolations({
        'features/menu/a.ts': "import { cart } from '#web/features/cart/x';",
        'features/cart/b.ts': "import { menu } from '#web/features/menu/x';\nimport { y } from '../../app/routes';",
        'lib/c.ts': "const page = await import('#web/routes/home');",
        'components/d.tsx': "import { paths } from '#web/lib/paths';",
        'features/media/e.ts': "import { apiRequest, callEndpoint } from '#web/lib/api-client';",
        'features/menu/f.test.tsx': "import { renderApp } from '#web/test/render-app';",
        'features/menu/g.ts': "import { renderApp } from '#web/test/render-app';",
      }),
    ).toEqual([
      "features/menu/a.ts: '#web/features/cart/x' (features/menu → features/cart)",
      "features/cart/b.ts: '../../app/routes' (features/cart → app)",
      "lib/c.ts: '#web/routes/home' (lib → routes)",
      "features/media/e.ts: 'apiRequest' from '#web/lib/api-client' (only lib)",
      "features/menu/g.ts: '#web/test/render-app' (features/menu → test)",
    ]);
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toBe('a → b → c → a');
  });
});
