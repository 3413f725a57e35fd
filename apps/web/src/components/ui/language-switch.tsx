import { useLingui } from '@lingui/react/macro';
import type { updateMyLanguage } from '@queueless/contracts';
import { callEndpoint, type EndpointRef } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { activateLocale } from '#web/lib/i18n/catalogues';
import { LANGUAGE_NAMES, type Language, rememberLocale } from '#web/lib/i18n/language';
import { getSession } from '#web/lib/session';

/** The account's language, for the texts the server sends (decision 097); method and path only, so no zod here. */
const UPDATE_MY_LANGUAGE = {
  method: 'PUT',
  path: '/auth-service/v1/me/language',
} as const satisfies EndpointRef<typeof updateMyLanguage>;

/**
 * English ⇄ Español, on every page's header (issue 44): one tap switches the whole page and is remembered. The button
 * names the other language in that language, as language switches do, so someone who reads only it finds it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const other: Language = i18n.locale === 'es' ? 'en' : 'es';
  const choose = () => {
    rememberLocale(other);
    void activateLocale(other);
    // Signed in: the texts follow too. A failed call only leaves them in the language of the last sign-in.
    if (getSession()) callEndpoint(UPDATE_MY_LANGUAGE, { body: { language: other } }).catch(() => undefined);
  };
  return (
    <button
      type="button"
      onClick={choose}
      aria-label={t`Language: ${LANGUAGE_NAMES[other]}`}
      className={cn(
        'inline-flex h-9 items-center rounded-lg px-2 text-sm font-semibold text-ink-muted hover:bg-surface-raised hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
