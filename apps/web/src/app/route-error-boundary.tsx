import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { paths } from '#web/lib/paths';

/** A page's code failed to load: usually a dropped connection, or a new release replaced the old files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|module script failed|error loading/i.test(error.message)
  );
}

type Props = {
  /** The error clears when this changes (the pathname): moving to another page is a fresh start. */
  resetKey: string;
  children: ReactNode;
};
type State = { error: unknown; resetKey: string };

/** What a page shows when it throws: the spec's generic error, with a reload and a way home. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex min-h-dvh flex-col">
        <title>{t`Something went wrong · Queueless`}</title>
        <main className="grid flex-1 place-items-center">
          <ErrorState
            title={t`Oops! Something went wrong.`}
            message={
              isChunkLoadError(this.state.error)
                ? t`This page could not be loaded. Check your connection and reload.`
                : t`An unexpected error occurred. Please try again.`
            }
          >
            <Button size="lg" fullWidth onClick={() => window.location.reload()}>
              <Trans>Reload</Trans>
            </Button>
            {/* A plain link: a full page load also recovers from a failed code download. */}
            <a href={paths.home()} className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}>
              <Trans>Go home</Trans>
            </a>
          </ErrorState>
        </main>
        <PoweredByFooter />
      </div>
    );
  }
}
