/**
 * The web app's import fences, declared once (decision 081): each zone of `src/` and the zones it may import.
 * `import-zones.test.ts` reads every source file's imports and holds them to this table; Biome keeps only the style
 * rule (no `../`), since its `noRestrictedImports` would need the whole list copied into one override per zone.
 *
 * A zone is a top folder of `src/` (`lib`, `components`, `routes`, `app`, `test`) or one feature (`features/menu`).
 * Every zone may import itself, packages and `@queueless/contracts`; test files may also import `test` (the
 * helpers). The layers, lowest first: lib (with the page paths, lib/paths.ts) → components → features → routes → app.
 */

/**
 * Zones every feature may import besides the features its row lists. `first` is the menu's first script (decision
 * 098): what it leaves on the window is typed there, and the menu reads those types when it takes over.
 */
export const featureBase = ['lib', 'components', 'first'] as const;

/**
 * Which features each feature may import: one direction only (the test refuses a cycle), shared pieces go down to
 * `components/` or `lib/` instead. Every folder of `features/` has a row, so a new feature starts fenced.
 */
export const featureZones: Record<string, readonly string[]> = {
  analytics: ['staff'],
  cart: ['menu'],
  checkout: ['cart', 'identity', 'menu', 'orders', 'payments', 'vendor-locations', 'vendors'],
  connect: ['staff'],
  content: ['identity', 'staff'],
  contests: ['events', 'identity', 'scanner', 'staff', 'vendor-locations', 'vendors'],
  events: ['identity', 'staff'],
  guestlists: ['events', 'identity', 'scanner', 'staff'],
  identity: [],
  integrations: ['staff', 'vendor-locations'],
  inventory: ['media', 'staff'],
  leads: [],
  links: ['identity', 'staff'],
  media: [],
  membership: ['content', 'identity', 'payments'],
  menu: [],
  orders: ['identity', 'menu', 'payments'],
  payments: [],
  pickup: ['identity', 'orders', 'refunds', 'scanner', 'staff'],
  presale: [],
  refunds: ['orders'],
  scanner: [],
  staff: ['identity', 'vendor-locations', 'vendors'],
  stations: ['inventory', 'pickup', 'staff'],
  'vendor-locations': ['scanner'],
  vendors: [],
  operators: ['guestlists', 'identity', 'staff'],
  offline: ['guestlists', 'scanner', 'staff'],
};

/** The other zones; `features` stands for every feature. */
export const layerZones: Record<string, readonly string[]> = {
  /** The catalogues of the app's messages (decision 095): data, read by lib/i18n and the server's render. */
  locales: [],
  lib: ['locales'],
  components: ['lib'],
  routes: ['lib', 'components', 'features'],
  app: ['lib', 'components', 'features', 'routes'],
  /** The test helpers render whole pages. */
  test: ['lib', 'components', 'features', 'routes', 'app'],
  /** The menu's first script's modules (decision 098): no library, nothing of the app's; tap-capture.ts runs them. */
  first: [],
  /** main.tsx, entry-server.tsx, sw.ts, tap-capture.ts: the entry points. */
  '': ['lib', 'components', 'features', 'routes', 'app', 'locales', 'first'],
};

/** What a zone's test files may import besides: the page tests render the whole route table. */
export const testZones: Record<string, readonly string[]> = {
  routes: ['app'],
  /** The first script's tests hold it to the app's own cart, money and flags, and the server's render. */
  first: ['', 'lib', 'features/cart', 'features/menu'],
};

/**
 * Names only some zones may import. The raw request, the token and the error mapping are the api client's own and its
 * neighbours' in lib/ (api-stream.ts, api-upload.ts): everything else calls an endpoint (decision 081). Tests may use
 * them to stage a failure.
 */
export const restrictedNames: { module: string; names: readonly string[]; onlyIn: readonly string[] }[] = [
  {
    module: 'lib/api-client',
    names: ['apiRequest', 'currentBearerToken', 'reportUnauthorized', 'timeoutError', 'toApiError', 'errorFromBody'],
    onlyIn: ['lib'],
  },
];
