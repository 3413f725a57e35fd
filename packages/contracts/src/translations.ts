import { z } from 'zod';

/**
 * Content in two languages (issue 44, decision 096): the venue's own texts stay in their columns (the default, shown
 * in English), and each translatable entity carries its translations, by language then field:
 * `{ "es": { "name": "…", "description": "…" } }`. A field left out of a language falls back to the venue's text.
 */
export const CONTENT_LANGUAGES = ['es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The languages a customer's read resolves texts to: the venue's own ('en') or a translation. */
export const READ_LANGUAGES = ['en', ...CONTENT_LANGUAGES] as const;
export type ReadLanguage = (typeof READ_LANGUAGES)[number];

/** An entity's stored translations: only the languages and fields someone wrote (never an empty text). */
export type Translations<Field extends string> = { [Language in ContentLanguage]?: { [F in Field]?: string } };

/** The translations of these fields as a read gives them. */
export function translationsSchema<const Field extends string>(fields: readonly Field[]) {
  const texts = Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as {
    [F in Field]: z.ZodOptional<z.ZodString>;
  };
  return z.object({ es: z.object(texts).optional() });
}

/**
 * One translated text as staff write it: trimmed, '' clears it (the venue's text shows again), anything else is judged
 * by the English field's own schema (its limits, its refusal of control characters), so a translation is never more
 * permissive than the text it translates.
 */
export function translatedText<Output extends string | null>(english: z.ZodType<Output, string | null | undefined>) {
  // The English schema may also take null or nothing; here it only ever sees a string.
  const judged = z.union([z.literal(''), english]) as unknown as z.ZodType<'' | Output, string>;
  return z.string().trim().pipe(judged).optional();
}

export const TRANSLATIONS_WRITE_RULES =
  'translations is optional: left out, the stored translations stay; only the "es" key, only this entity\'s text ' +
  "fields, each with its English field's limits; a field left out stays, an empty string clears it.";

/** The `?lang=` a customer's read may send; it wins over Accept-Language and the ql_lang cookie. */
export const readLanguageQuerySchema = z.enum(READ_LANGUAGES, { error: 'lang is en or es.' }).optional();

/**
 * The texts of an entity in a language: each translated field where one is written, the venue's text otherwise
 * (field by field). English, or an entity without translations, gives the row's texts unchanged.
 */
export function resolveTexts<Field extends string, Row extends { [F in Field]?: string | null }>(
  row: Row,
  translations: Translations<Field> | null | undefined,
  language: ReadLanguage,
  fields: readonly Field[],
): Row {
  if (language === 'en') return row;
  const texts = translations?.[language];
  if (!texts) return row;
  const resolved = { ...row };
  for (const field of fields) {
    const text = texts[field];
    if (text) (resolved as Record<string, unknown>)[field] = text;
  }
  return resolved;
}

/**
 * The stored translations after a write: each field sent replaces the stored one, an empty one removes it, a language
 * left with no text is dropped. `undefined` (translations left out) keeps the stored ones.
 */
export function mergeTranslations<Field extends string>(
  stored: Translations<Field> | null | undefined,
  written: { [Language in ContentLanguage]?: { [F in Field]?: string | null } } | undefined,
): Translations<Field> {
  const merged: Translations<Field> = { ...(stored ?? {}) };
  if (!written) return merged;
  for (const language of CONTENT_LANGUAGES) {
    const sent = written[language];
    if (!sent) continue;
    const texts: { [F in Field]?: string } = { ...(merged[language] ?? {}) };
    for (const [field, text] of Object.entries(sent) as [Field, string | null | undefined][]) {
      if (text === undefined) continue;
      if (text) texts[field] = text;
      else delete texts[field];
    }
    if (Object.keys(texts).length > 0) merged[language] = texts;
    else delete merged[language];
  }
  return merged;
}

/**
 * The `translations` a read gives: left out when there are none, so an untranslated venue's answers stay byte for byte
 * what they were before issue 44 (the field is optional; absent means none).
 */
export function translationsField<Field extends string>(
  translations: Translations<Field> | null | undefined,
): { translations?: Translations<Field> } {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}
