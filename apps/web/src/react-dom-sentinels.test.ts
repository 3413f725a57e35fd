// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reactDomSentinels, reactDomSentinelsWithoutStacks } from './react-dom-sentinels';
import { patiently } from './test/waits';

// The production build makes React DOM's five internal errors without a stack (react-dom-sentinels.ts, decision 104): under a
// debugger, each new error made V8 reparse React DOM's whole module (150–200 ms at CPU 4.2× in the app's first task).
// These run the production React DOM the build ships, so transformed, on the paths those values are thrown on.
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const source = (name: string, file: string) => readFileSync(join(packageDir(name), 'cjs', file), 'utf8');
const clientSource = source('react-dom', 'react-dom-client.production.js');
const clientId = join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js');
/** The plugin's hooks as the build calls them. */
type Hooks = {
  transform: (code: string, id: string) => { code: string; map: unknown } | null;
  buildEnd: (error?: Error) => void;
};
const plugin = () => reactDomSentinels() as unknown as Hooks;

type Module = { exports: Record<string, unknown> };
/** React, its scheduler and React DOM's production builds as CommonJS modules, React DOM's client transformed. */
function loadProductionReactDom() {
  const modules = new Map<string, Module>();
  const files: Record<string, () => string> = {
    react: () => source('react', 'react.production.js'),
    scheduler: () => source('scheduler', 'scheduler.production.js'),
    'react-dom': () => source('react-dom', 'react-dom.production.js'),
    'react-dom/client': () => reactDomSentinelsWithoutStacks(clientSource),
  };
  const load = (name: string): Record<string, unknown> => {
    const loaded = modules.get(name);
    if (loaded) return loaded.exports;
    const file = files[name];
    if (!file) throw new Error(`Not a module of this test: ${name}`);
    const module: Module = { exports: {} };
    modules.set(name, module);
    const factory = runInThisContext(`(function (exports, require, module) {${file()}\n})`);
    factory(module.exports, load, module);
    return module.exports;
  };
  return {
    React: load('react') as typeof import('react'),
    client: load('react-dom/client') as typeof import('react-dom/client'),
  };
}

describe("React DOM's internal errors made without a stack (decision 104)", () => {
  it('are the five React DOM makes as its module runs, each replaced; an upgrade that changes one stops the build', () => {
    const out = reactDomSentinelsWithoutStacks(clientSource);
    expect(out).not.toMatch(/= Error\(formatProdErrorMessage\((519|460|474|542|461)\)\)/);
    expect(out.match(/= Object\.create\(Error\.prototype, \{ message: /g)).toHaveLength(5);
    expect(() =>
      reactDomSentinelsWithoutStacks(clientSource.replace('SuspenseException = Error(', 'X = Error(')),
    ).toThrow(/decision 104/);
  });

  it('are rewritten by the build, which stops if React DOM never came through the rewrite', () => {
    const withoutReactDom = plugin();
    expect(withoutReactDom.transform('export {};', '/app/src/main.tsx')).toBeNull();
    expect(() => withoutReactDom.buildEnd()).toThrow(/decision 104/);
    // A build that failed already says why; this does not hide it.
    expect(() => withoutReactDom.buildEnd(new Error('a syntax error'))).not.toThrow();

    const build = plugin();
    expect(build.transform(clientSource, clientId)?.code).toContain(
      'SuspenseException = Object.create(Error.prototype',
    );
    expect(() => build.buildEnd()).not.toThrow();
  });

  it("keep React DOM's source map true: the text after each edit, and the lines after, map back to where they were", () => {
    const out = plugin().transform(clientSource, clientId);
    if (!out) throw new Error('React DOM was not rewritten');
    const map = new TraceMap(out.map as ConstructorParameters<typeof TraceMap>[0]);
    /** A 1-based line and 0-based column, as source maps count them. */
    const positionAt = (text: string, index: number) => {
      const before = text.slice(0, index).split('\n');
      return { line: before.length, column: (before.at(-1) ?? '').length };
    };
    // The ";" or "," that ends an edited line: the rewrite is longer, so its column moved, and the map says where from.
    for (const name of ['HydrationMismatchException', 'SelectiveHydrationException']) {
      const lineEnd = (text: string, from: number) => text.indexOf('\n', from) - 1;
      const inOut = lineEnd(out.code, out.code.indexOf(`${name} = Object.create(Error.prototype`));
      const inSource = lineEnd(clientSource, clientSource.indexOf(`${name} = Error(`));
      expect(inOut).toBeGreaterThan(inSource);
      expect(out.code[inOut]).toBe(clientSource[inSource]);
      expect(originalPositionFor(map, positionAt(out.code, inOut))).toMatchObject(positionAt(clientSource, inSource));
    }
    const later = 'function throwOnHydrationMismatch(';
    expect(originalPositionFor(map, positionAt(out.code, out.code.indexOf(later)))).toMatchObject(
      positionAt(clientSource, clientSource.indexOf(later)),
    );
  });

  it('still suspend a lazy page, and a read of data on its way, and show each once it is here', async () => {
    const { React, client } = loadProductionReactDom();
    const Page = React.lazy(async () => ({ default: () => React.createElement('p', null, 'The menu') }));
    const price = Promise.resolve('$7.00');
    const Price = () => React.createElement('p', null, React.use(price));
    const container = document.createElement('div');
    const loading = React.createElement('p', null, 'Loading');
    client
      .createRoot(container)
      .render(
        React.createElement(
          React.Suspense,
          { fallback: loading },
          React.createElement(Page),
          React.createElement(Price),
        ),
      );
    await waitFor(() => expect(container.textContent).toBe('The menu$7.00'), patiently);
  });

  it('still take over a server page, and draw again what does not match, said as a recoverable error', async () => {
    const { React, client } = loadProductionReactDom();
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>Main Bar</h1><p>Server</p></main>';
    const onRecoverableError = vi.fn();
    const page = React.createElement(
      'main',
      null,
      React.createElement('h1', null, 'Main Bar'),
      React.createElement('p', null, 'Browser'),
    );
    client.hydrateRoot(container, page, { onRecoverableError });
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Browser'), patiently);
    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/Minified React error #418|Hydration failed/);
  });
});
