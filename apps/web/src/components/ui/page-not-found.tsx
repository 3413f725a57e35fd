import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';
import { buttonStyles } from './button';
import { PoweredByFooter } from './powered-by-footer';

/** Router state a page may pass when it sends someone here: the reason, shown for a few seconds. */
export type NotFoundState = { error?: string };

type PageNotFoundProps = { homeTo?: string; homeLabel?: string; notice?: ReactNode };

export function PageNotFound({ homeTo = paths.home(), homeLabel, notice }: PageNotFoundProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Page Not Found · Queueless`}</title>
      <main className="mx-auto flex w-full max-w-sm flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        {notice}
        <p className="font-mono text-sm font-semibold tracking-widest text-brand">404</p>
        <h1 className="text-2xl font-bold">
          <Trans>Page Not Found</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>The page you're looking for doesn't exist or has moved.</Trans>
        </p>
        <Link to={homeTo} className={cn(buttonStyles({ fullWidth: true, size: 'lg' }), 'mt-4')}>
          {homeLabel ?? t`Go home`}
        </Link>
      </main>
      <PoweredByFooter />
    </div>
  );
}
