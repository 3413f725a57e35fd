import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonStyles } from '../ui/button';
import { PoweredByFooter } from '../ui/powered-by-footer';
import { SiteHeader } from './site-header';

type PlaceholderPageProps = {
  title: string;
  message: ReactNode;
  backTo: string;
  backLabel: string;
  headerActions?: ReactNode;
};

/** A page whose real content is still being built: it says so plainly and offers a way back. */
export function PlaceholderPage({ title, message, backTo, backLabel, headerActions }: PlaceholderPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · Queueless`}</title>
      <SiteHeader actions={headerActions} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-6 rounded-2xl border border-dashed border-line bg-surface/60 p-6 text-ink-muted">
          {message}
        </div>
        <Link to={backTo} className={cn(buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true }), 'mt-6')}>
          {backLabel}
        </Link>
      </main>
      <PoweredByFooter />
    </div>
  );
}
