import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The app's messages (decision 095): written in the code with Lingui's macros, extracted by `npm run i18n:extract`
 * into one catalogue per feature folder (src/features/<name>/locales/<lang>.po) and a few for the pages and the shell
 * (src/locales/<lang>/*.po: the shell, the order's pages, the vendor pages, the staff's pages), compiled by the Vite plugin at
 * build time. English is the source: its messages stay in the code, so an English page loads no catalogue; Spanish
 * (and the pseudo-locale the string check runs in) load theirs, one group at a time (src/lib/i18n/catalogues.ts).
 */
const config: LinguiConfig = {
  locales: ['en', 'es', 'pseudo'],
  sourceLocale: 'en',
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/staff-location-pages',
      include: ['<rootDir>/src/routes/staff/location/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/staff-pages',
      include: ['<rootDir>/src/routes/staff/', '<rootDir>/src/app/staff-routes.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/routes/staff/location/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/order-pages',
      include: ['<rootDir>/src/routes/location/', '<rootDir>/src/routes/order/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/vendor-pages',
      include: ['<rootDir>/src/routes/vendor/', '<rootDir>/src/routes/prize-drawing-terms.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      // Every form's field messages (decision 095, amended): they load with the customer's other pages, not the menu.
      path: '<rootDir>/src/locales/{locale}/form-messages',
      include: ['<rootDir>/src/lib/forms/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/components/',
        '<rootDir>/src/lib/',
        '<rootDir>/src/routes/',
        '<rootDir>/src/main.tsx',
        '<rootDir>/src/entry-server.tsx',
      ],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/routes/staff/**',
        '<rootDir>/src/app/staff-routes.tsx',
        '<rootDir>/src/routes/location/**',
        '<rootDir>/src/routes/order/**',
        '<rootDir>/src/routes/vendor/**',
        '<rootDir>/src/routes/prize-drawing-terms.tsx',
        '<rootDir>/src/lib/forms/**',
      ],
    },
  ],
  // Where a message is used, without line numbers: a catalogue changes when its messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros import the runtime from here: a component rendered without the provider (a unit test) still reads the
  // active language rather than throwing.
  runtimeConfigModule: {
    Trans: ['#web/lib/i18n/runtime', 'Trans'],
    useLingui: ['#web/lib/i18n/runtime', 'useLingui'],
    i18n: ['#web/lib/i18n/runtime', 'i18n'],
  },
};

export default config;
