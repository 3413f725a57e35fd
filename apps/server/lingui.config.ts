import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * What the server says (decision 097): text messages and the errors a customer meets, written as descriptors with
 * explicit ids, each marked by an `i18n` block comment (no macros: the server runs without Babel), extracted into
 * src/locales/{en,es}.po by `npx lingui extract --config apps/server/lingui.config.ts` and compiled to committed
 * TypeScript (src/locales/{en,es}.ts) by `npx lingui compile --typescript --config apps/server/lingui.config.ts`.
 * i18n.test.ts fails when a Spanish message is missing or a compiled file is stale.
 */
const config: LinguiConfig = {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/'],
      exclude: ['**/*.test.ts', '<rootDir>/src/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
};

export default config;
