import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import type { Language } from '@queueless/contracts';
import { messages as en } from '../locales/en.js';
import { messages as es } from '../locales/es.js';

/**
 * What the server says, in a person's language (decision 097): a text message in its recipient's (their account's),
 * an error in the request's (`Accept-Language`). The messages are descriptors with explicit ids written beside their
 * use, compiled into src/locales (lingui.config.ts); English is the spec's wording, kept byte for byte.
 */
const catalogues: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  es: setupI18n({ locale: 'es', messages: { es } }),
};

export type { Language };
export type MessageValues = Record<string, unknown>;

/** The descriptor worded in `language`, its placeholders filled from `values`. */
export function translate(language: Language, descriptor: MessageDescriptor, values?: MessageValues): string {
  return catalogues[language]._(descriptor.id, values ?? descriptor.values);
}

/**
 * The language an `Accept-Language` header prefers among ours: the first of its tags (by weight, then order) whose
 * language is English or Spanish (`es-MX` is Spanish); English when it names neither or is absent.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', weight: weight ? Number(weight) : 1, index };
    })
    .filter((tag) => tag.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const chosen = tags.find((tag) => tag.base === 'en' || tag.base === 'es');
  return chosen?.base === 'es' ? 'es' : 'en';
}
