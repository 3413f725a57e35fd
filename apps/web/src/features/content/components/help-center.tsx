import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteSettings } from '#web/features/content/api/get-site-settings';

/** The account page's Help Center: a mail link to the operator's support address (SUPPORT_EMAIL). */
export function HelpCenter() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const email = settings.data?.supportEmail ?? null;

  // Reached from a 'Contact Support' link (/account#help-center): the page opens here.
  useEffect(() => {
    if (hash === '#help-center') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section
      ref={section}
      aria-labelledby="help-center"
      className="flex flex-col gap-2 rounded-2xl border border-line p-5"
    >
      <h2 id="help-center" className="text-lg font-semibold">
        <Trans>Help Center</Trans>
      </h2>
      {email ? (
        <p className="text-ink-muted">
          <Trans>
            Questions about an order or a refund? Email us at{' '}
            <a
              href={`mailto:${email}`}
              className="rounded font-medium break-all text-brand underline underline-offset-4 hover:no-underline"
            >
              {email}
            </a>{' '}
            and we'll get back to you.
          </Trans>
        </p>
      ) : (
        <p className="text-ink-muted">
          {settings.isPending
            ? t`Loading…`
            : t`Questions about an order or a refund? Ask a member of staff at the venue, who can look up your order.`}
        </p>
      )}
    </section>
  );
}
