import type { ReactNode } from 'react';
import { LANGUAGE_NAMES } from '#web/lib/i18n/language';

/**
 * A product's texts in English and Spanish side by side (issue 44): two columns from a tablet's width up, stacked on
 * a phone. Each column is a group named by its language in that language, and the Spanish one is marked `lang="es"`
 * (its labels are Spanish whatever the page's language, so "Name" never names two fields).
 */
export function LanguageColumns({ english, spanish }: { english: ReactNode; spanish: ReactNode }) {
  const legend = 'mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase';
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend lang="en" className={legend}>
          {LANGUAGE_NAMES.en}
        </legend>
        {english}
      </fieldset>
      <fieldset lang="es" className="flex min-w-0 flex-col gap-1">
        <legend className={legend}>{LANGUAGE_NAMES.es}</legend>
        {spanish}
      </fieldset>
    </div>
  );
}
