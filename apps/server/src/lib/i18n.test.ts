import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { wordError } from '../plugins/customer-errors.js';
import { languageOf, translate } from './i18n.js';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = getConfig({ configPath: join(serverDir, 'lingui.config.ts'), cwd: serverDir });

/**
 * A message's placeholders, plural arguments and all, sorted: a translation must keep exactly the English ones. A
 * plural's branch (`one {…}`) follows its `,` or the branch before it, so "choose one {slot}" keeps its placeholder.
 */
const placeholdersOf = (message: string) => {
  const withoutBranches = message.replace(/(?<=[,}]\s*)(?:zero|one|two|few|many|other|=\d+)\s*\{/g, '{ ');
  return [...new Set([...withoutBranches.matchAll(/\{(\w+)(?=\s*[,}])/g)].map((match) => match[1]))].sort();
};

/** The server's catalogue (decision 097): what extraction writes from the code, complete in Spanish, compiled fresh. */
describe("the server's messages", () => {
  it('are in the catalogues as the code writes them, each with its Spanish, compiled from them', async () => {
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config.ts names no catalogue');
    const extracted = (await catalog.collect()) ?? {};
    const english = await catalog.read('en');
    const spanish = await catalog.read('es');
    const fromCode = Object.fromEntries(Object.entries(extracted).map(([id, entry]) => [id, entry.message]));
    // Run `npx lingui extract --config apps/server/lingui.config.ts` when this fails.
    expect(Object.fromEntries(Object.entries(english).map(([id, entry]) => [id, entry.translation]))).toEqual(fromCode);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(fromCode).sort());
    for (const [id, message] of Object.entries(fromCode)) {
      const translation = spanish[id]?.translation ?? '';
      expect(translation, `no Spanish for ${id}`).not.toBe('');
      expect(placeholdersOf(translation), id).toEqual(placeholdersOf(message ?? ''));
    }
    // Run `npx lingui compile --typescript --config apps/server/lingui.config.ts` when this fails.
    for (const locale of ['en', 'es'] as const) {
      const { messages } = await catalog.getTranslations(locale, {
        sourceLocale: 'en',
        fallbackLocales: { default: 'en' },
      });
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts', strict: true });
      expect(errors).toEqual([]);
      expect(readFileSync(join(serverDir, 'src', 'locales', `${locale}.ts`), 'utf8'), `${locale}.ts is stale`).toBe(
        source,
      );
    }
  }, 60_000);

  it('fills placeholders and plurals in each language', () => {
    const descriptor = { id: 'sms.sign-in-code', message: '{code} is your Queueless code. It expires in 10 minutes.' };
    expect(translate('en', descriptor, { code: '123456' })).toBe(
      '123456 is your Queueless code. It expires in 10 minutes.',
    );
    expect(translate('es', descriptor, { code: '123456' })).toBe(
      '123456 es tu código de Queueless. Vence en 10 minutos.',
    );
  });
});

describe('the request’s language', () => {
  it('is the first of ours the Accept-Language header prefers, English otherwise', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('es')).toBe('es');
    expect(languageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(languageOf('en;q=0.5,es;q=0.9')).toBe('es');
    expect(languageOf('es;q=0,en')).toBe('en');
    expect(languageOf('de')).toBe('en');
  });
});

describe('a customer’s error in Spanish', () => {
  it('words the spec’s English, with what the service put in, and leaves other messages as thrown', () => {
    expect(wordError('Negroni (Large) is sold out.', 'es')).toBe('Negroni (Large) está agotado.');
    expect(wordError('Only 1 of Negroni left.', 'es')).toBe('Solo queda 1 de Negroni.');
    expect(wordError('Only 3 of Negroni left. Your payment has been refunded.', 'es')).toBe(
      'Solo quedan 3 de Negroni. Se reembolsó tu pago.',
    );
    expect(wordError('This location allows at most 2 alcoholic drinks per order.', 'es')).toBe(
      'Esta ubicación permite como máximo 2 bebidas alcohólicas por pedido.',
    );
    expect(wordError('body.code: Please enter a valid 6-digit verification code.', 'es')).toBe(
      'body.code: Ingresa un código de verificación válido de 6 dígitos.',
    );
    expect(wordError('A manager-only refusal.', 'es')).toBe('A manager-only refusal.');
    expect(wordError('Negroni is sold out.', 'en')).toBe('Negroni is sold out.');
  });
});
