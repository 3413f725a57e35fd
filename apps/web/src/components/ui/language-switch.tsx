import { useLingui } from '@lingui/react/macro';
import { updateMyLanguage } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { activateLocale } from '#web/lib/i18n/catalogues';
import { LANGUAGE_NAMES, type Language, rememberLocale } from '#web/lib/i18n/language';
import { getSession } from '#web/lib/session';

/**
 * English ⇄ Español, on every page's header (issue 44): one tap switches the whole page and is remembered. The button
 * shows the other language's code ("ES") and is named by the language in that language ("Español"), as language
 * switches do, so someone who reads only it finds it; the code keeps a phone's header on one line beside "Sign in".
 */
/**
 * The switch's `data-open` key: on a server-drawn menu, a tap on it before the app has taken over is kept by the first
 * script and replayed by the app (src/first/taps.ts, decision 098), not lost.
 */
export const LANGUAGE_SWITCH_TAP = 'language';

/** Switches the page to `language` and remembers it (a signed-in person's texts follow: a failed call leaves them). */
export function switchLanguage(language: Language): void {
  rememberLocale(language);
  void activateLocale(language);
  if (getSession()) callEndpoint(updateMyLanguage, { body: { language } }).catch(() => undefined);
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const other: Language = i18n.locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      onClick={() => switchLanguage(other)}
      data-open={LANGUAGE_SWITCH_TAP}
      lang={other}
      title={t`Language: ${LANGUAGE_NAMES[other]}`}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold text-ink-muted hover:bg-surface-raised hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
    >
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span className="sr-only">{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
