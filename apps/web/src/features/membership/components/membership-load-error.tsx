import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';

type MembershipLoadErrorProps = { onRetry: () => void; isRetrying: boolean };

/** The membership could not be read: said plainly (never shown as "not a member"), with a way to try again. */
export function MembershipLoadError({ onRetry, isRetrying }: MembershipLoadErrorProps) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Membership`}
      className="flex flex-col gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-center"
    >
      <p role="alert">
        <Trans>Unable to load your membership. Please try again.</Trans>
      </p>
      <Button variant="secondary" fullWidth onClick={onRetry} isLoading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}
