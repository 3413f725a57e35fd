import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PluginObj, transformAsync } from '@babel/core';
import type { ParserPlugin } from '@babel/parser';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { reactDomSentinels } from './src/react-dom-sentinels';

/**
 * API paths, the same set the server keeps away from the web app (apps/server/src/plugins/web.ts), with the same
 * boundary so a future page such as /developers is not mistaken for /dev.
 */
const apiPath = '^/([a-z-]+-service/v\\d+|dev|healthz|readyz|openapi\\.json|docs)(/|$|\\?)';
const apiTarget = 'http://localhost:3001';

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102: "intended to be
 * temporary"), so a production bundle carried its dev warnings and checks, which run on every navigation. Production
 * builds take its production build instead (same API, same version); the dev server and the tests keep the exported
 * one. The build stops if an upgrade moves the file, rather than shipping the development build unnoticed.
 */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');
  if (production === development || !existsSync(production)) {
    throw new Error(`react-router's production build was not found next to ${development}.`);
  }
  return production;
}

/**
 * The app's chunks follow its module graph, not file names, so moving or renaming a file never changes the bundle:
 * - chrome: everything main.tsx imports statically (the shell every page runs);
 * - ordering: what the menu page (routes/location/location.tsx) imports statically beyond the shell, shared with the
 *   order's later pages, as one chunk rather than a handful of tiny ones (fewer requests on a phone network);
 * - order-pages: the review and checkout pages with what only the way to payment uses (no other page reaches it), one
 *   chunk asked for as the first item lands in the cart (routes/location/ordering-pages.ts, decisions 017 and 023).
 * Everything else is Vite's default: a chunk per set of pages that share it. The menu's first load (its first script,
 * before the app, decision 098) is held by `npm run bench:web` (budget 90 kB gzip), which also prints the app's code
 * loaded in idle time after it.
 */
/**
 * The browser calls an endpoint by its method and path only; the schemas beside them are the server's. So in the web
 * build (and its tests) an endpoint imported from '@queueless/contracts' becomes a module of its own holding just
 * those two (read from the declaration's source): a page that calls an endpoint carries some 60 bytes, never zod nor
 * the contract's schemas (importing the declaration itself put 34 kB gzip on the menu's first load). Types still
 * come from the declaration, so a call is typed by it.
 */
function endpointsAsPaths(): Plugin {
  const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
  const endpoints = new Map<string, string>();
  for (const file of readdirSync(contractsDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(contractsDir, file), 'utf8');
    // A declaration's own fields are indented two spaces and it ends with `});` at the line's start; method and path
    // may come in any order (a stream's `produces` came first, and the whole contract and zod, 88 kB, went with the
    // status page: issue 45).
    for (const match of source.matchAll(/export const (\w+) = defineEndpoint\(\{\n([\s\S]*?)\n\}\);/g)) {
      const [, name = '', body = ''] = match;
      const method = /^ {2}method: '([A-Z]+)',$/m.exec(body)?.[1];
      const path = /^ {2}path: '([^']+)',$/m.exec(body)?.[1];
      if (method && path) endpoints.set(name, JSON.stringify({ method, path }));
    }
  }
  const prefix = '\0queueless-endpoint:';
  return {
    name: 'queueless:endpoints-as-paths',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(prefix) ? id : null),
    load: (id) => (id.startsWith(prefix) ? `export default ${endpoints.get(id.slice(prefix.length))};` : null),
    transform(code, id) {
      // A `?raw` import (the import-fence test reads sources so) is text, not a module to rewrite.
      if (id.includes('?') || !/[\\/]apps[\\/]web[\\/]src[\\/]/.test(id) || !code.includes('@queueless/contracts')) {
        return null;
      }
      let changed = false;
      const out = code.replace(/import \{([^}]*)\} from '@queueless\/contracts';/g, (whole: string, list: string) => {
        const kept: string[] = [];
        const lines: string[] = [];
        for (const raw of list.split(',')) {
          const specifier = raw.trim();
          if (!specifier) continue;
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          if (!specifier.startsWith('type ') && endpoints.has(imported)) {
            lines.push(`import ${local} from '${prefix}${imported}';`);
          } else kept.push(specifier);
        }
        if (lines.length === 0) return whole;
        changed = true;
        // Types only left: an `import type`, so the contracts' module itself is not evaluated for them.
        const typesOnly = kept.every((specifier) => specifier.startsWith('type '));
        const rest = typesOnly ? kept.map((specifier) => specifier.slice('type '.length)) : kept;
        const head = rest.length
          ? [`import ${typesOnly ? 'type ' : ''}{ ${rest.join(', ')} } from '@queueless/contracts';`]
          : [];
        return [...head, ...lines].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`: decision 095) compiled by its Babel plugin, for the files that import
 * one only (Babel is slow, and most files have none). Babel keeps the TypeScript and JSX as they are; Vite's own
 * transform then compiles them as for any file. English stays in the code (`stripMessageField: false`), so an English
 * page needs no catalogue; and a second pass compiles each English message as the catalogues' are (`{name}`, plurals,
 * `<0>` tags into Lingui's message form), since the runtime interpolates only compiled messages and carries no ICU
 * parser.
 */
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

function compiledEnglish({ types: t }: { types: typeof import('@babel/types') }): PluginObj {
  const compiled = (value: string) => t.valueToNode(compileMessage(value));
  return {
    visitor: {
      // `i18n._({ id, message, values })`, from `t` and `msg`.
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (t.isIdentifier(key, { name: 'message' }) && t.isStringLiteral(value)) {
          const siblings = (path.parent as import('@babel/types').ObjectExpression).properties;
          const hasId = siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
          if (hasId) path.get('value').replaceWith(compiled(value.value));
        }
      },
      // `<Trans id message values />`, from `<Trans>`, `<Plural>`, `<Select>`.
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parent as import('@babel/types').JSXOpeningElement;
        if (!t.isJSXIdentifier(element.name) || !/^Trans/.test(element.name.name)) return;
        path.get('value').replaceWith(t.jsxExpressionContainer(compiled(value.value)));
      },
    },
  };
}

function linguiMacros(): Plugin {
  // Read here, not from the working directory: the tests run from the repository's root.
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return {
    name: 'queueless:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/\.[jt]sx?$/.test(file) || !/from '@lingui\/(react|core)\/macro'/.test(code)) return null;
      const options = {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] as ParserPlugin[] },
      };
      const macros = await transformAsync(code, {
        ...options,
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }]],
      });
      if (!macros?.code) return null;
      const result = await transformAsync(macros.code, {
        ...options,
        inputSourceMap: macros.map ?? undefined,
        plugins: [compiledEnglish],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The catalogues (.po) compiled when imported, so the browser gets ready functions, never an ICU parser. A Spanish
 * (or pseudo) message missing fails the build, not the page.
 */
const linguiPlugins = () => [
  linguiMacros(),
  lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
];

function graphChunks() {
  const shell = new Set<string>();
  const menu = new Set<string>();
  const orderPages = new Set<string>();
  const orderShared = new Set<string>();
  const isSrc = (id: string) =>
    /[\\/]apps[\\/]web[\\/]src[\\/]/.test(id.replaceAll('\\', '/')) || id.startsWith('\0queueless-endpoint:');
  const isContract = (id: string) => /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id);
  const menuPage = /[\\/]src[\\/]routes[\\/]location[\\/]location\.tsx$/;
  const orderPage = /[\\/]src[\\/]routes[\\/]location[\\/]order[\\/](review|checkout)\.tsx$/;
  const firstScript = /[\\/]src[\\/]tap-capture\.ts$/;
  const plugin: Plugin = {
    name: 'queueless:graph-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      // The menu's first script (src/tap-capture.ts and its src/first/ modules) is no part of the app's chunks: a
      // server-drawn menu loads it alone and the app in idle time (decision 098), so it must not import the shell.
      const firstScriptModules = reach(entries.filter((id) => firstScript.test(id)));
      const appEntries = entries.filter((id) => !firstScript.test(id));
      const lazyEntries = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      for (const id of reach(appEntries)) {
        if (isSrc(id) && !appEntries.includes(id) && !firstScriptModules.has(id)) shell.add(id);
      }
      const menuPages = [...lazyEntries].filter((id) => menuPage.test(id));
      // The menu's own code and the contract helpers it uses (deposits, photo renditions): in the menu's chunk, never
      // in a chunk shared with later pages that the menu would then have to load whole.
      for (const id of reach(menuPages)) {
        if ((isSrc(id) || isContract(id)) && !shell.has(id) && !menuPages.includes(id) && !firstScriptModules.has(id)) {
          menu.add(id);
        }
      }
      const orderPageIds = [...lazyEntries].filter((id) => orderPage.test(id));
      const others = reach([...lazyEntries].filter((id) => !orderPage.test(id)));
      for (const id of reach(orderPageIds)) {
        if (!(isSrc(id) || isContract(id)) || shell.has(id) || menu.has(id) || firstScriptModules.has(id)) continue;
        // Only the way to payment uses it: with the order's pages. Also used by later pages (a form field, an
        // amount's row, the order's messages…): one shared chunk, not a request each on the way to payment.
        (others.has(id) ? orderShared : orderPages).add(id);
      }
    },
  };
  const orderingPage = /\/src\/routes\/location\/(location\.tsx|order\/)/;
  // The chunk each page module became, and the shell's chunks, so the preload lists can follow the pages' folders.
  const pageOfChunk = new Map<string, string>();
  const shellChunks = new Set<string>();
  const orderGroupChunks = new Set<string>();
  plugin.generateBundle = {
    order: 'pre',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.facadeModuleId) pageOfChunk.set(file.fileName, file.facadeModuleId.replaceAll('\\', '/'));
        if (file.isEntry || file.name === 'chrome') shellChunks.add(file.fileName);
        if (file.name === 'order-pages') orderGroupChunks.add(file.fileName);
      }
    },
  };
  return {
    plugin,
    /**
     * Of the pages the shell loads (the route table), only the order's (routes/location/location.tsx and
     * routes/location/order/) list the chunks to fetch with them: the shell would otherwise carry the list of every
     * page's chunks (some 2 kB gzip on the menu's first load); another page fetches its imports once its own code
     * arrives. What a page loads on demand (the menu's cart, checkout's card form) keeps its list.
     */
    preloadDependencies: (
      filename: string,
      deps: string[],
      { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
    ) =>
      hostType === 'html' ||
      !shellChunks.has(hostId) ||
      orderGroupChunks.has(filename) ||
      orderingPage.test(pageOfChunk.get(filename) ?? '')
        ? deps
        : [],
    isShell: (id: string) => shell.has(id),
    isMenu: (id: string) => menu.has(id),
    isOrderPages: (id: string) => orderPages.has(id),
    isOrderShared: (id: string) => orderShared.has(id),
  };
}

/**
 * `vite build --ssr src/entry-server.tsx`: the menu page's server render (decision 074) as one self-contained module
 * in dist-ssr (React and every library bundled in, since the server's image installs only the server's dependencies).
 * Nothing of the browser build's chunking or service worker applies.
 */
function serverRenderBuild(alias: { find: RegExp; replacement: string }[]) {
  return defineConfig({
    resolve: { alias },
    plugins: [endpointsAsPaths(), ...linguiPlugins(), react()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      target: 'node20',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
}

export default defineConfig(({ command, isSsrBuild }) => {
  const alias = command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [];
  if (isSsrBuild) return serverRenderBuild(alias);
  const chunks = graphChunks();
  return {
    resolve: {
      alias,
    },
    plugins: [
      chunks.plugin,
      // React DOM's internal errors made without a stack (decision 104).
      reactDomSentinels(),
      endpointsAsPaths(),
      ...linguiPlugins(),
      react(),
      tailwindcss(),
      // The service worker (src/sw.ts, decision 017): Workbox bundled into /sw.js, nothing from a CDN. It precaches
      // only the app shell; code, pictures and the menu are kept as they are used (src/lib/service-worker.ts).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: { globPatterns: ['index.html'] },
        devOptions: { enabled: false },
      }),
    ],
    server: {
      port: 3000,
      proxy: {
        [apiPath]: { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The server reads it to preload a location page's chunks in its first HTML response (plugins/page-data.ts).
      manifest: true,
      modulePreload: { resolveDependencies: chunks.preloadDependencies },
      rolldownOptions: {
        // The page, and the menu's first script (src/tap-capture.ts with its src/first/ modules, no library): the one
        // script a server-rendered menu page names, which loads the app in idle time (decisions 074 and 098).
        input: { index: 'index.html', 'tap-capture': 'src/tap-capture.ts' },
        output: {
          // The libraries every page needs, in one well-named chunk (zod, react-hook-form and libphonenumber stay with
          // the sign-in pages that use them).
          advancedChunks: {
            groups: [
              // TanStack Query's mutation and list hooks serve the staff's and the account's pages only: they go with
              // those pages, off the menu's first load (0.75 kB gzip, decision 093).
              {
                name: 'framework',
                test: (id: string) =>
                  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id) &&
                  !/[\\/]@tanstack[\\/].*[\\/](useMutation|useMutationState|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useSuspense\w*|useIsFetching|useIsMutating)\.js$/.test(
                    id,
                  ),
              },
              // What every page needs (main.tsx's static imports: the route table, session, error page): one chunk.
              { name: 'chrome', test: chunks.isShell },
              // What the menu page needs beyond that (its own module keeps its chunk, which the server preloads).
              { name: 'ordering', test: chunks.isMenu, includeDependenciesRecursively: false },
              // The review's and checkout's code and what only the way to payment uses (decision 017).
              { name: 'order-pages', test: chunks.isOrderPages, includeDependenciesRecursively: false },
              // What the review and checkout share with later pages: one chunk fetched beside order-pages.
              { name: 'shared-ui', test: chunks.isOrderShared, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
