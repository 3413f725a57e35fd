import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { Spinner } from '#web/components/ui/spinner';
import { usePrizes } from '#web/features/contests/api/get-prizes';
import { useTickets } from '#web/features/contests/api/get-tickets';
import { useUserRewards } from '#web/features/contests/api/get-user-rewards';
import { PrizeList } from '#web/features/contests/components/prize-list';
import { RewardCard } from '#web/features/contests/components/reward-card';
import { splitRewards } from '#web/features/contests/rewards';
import { AccountLink } from '#web/features/identity/components/account-link';
import type { AuthRedirectState } from '#web/features/identity/components/require-auth';
import { useAuth } from '#web/features/identity/use-auth';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Failed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4">
      <p>
        <Trans>An unexpected error has occurred. Please try again.</Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-line p-5 text-ink-muted">{children}</p>;
}

/** What a visitor reads instead of their points and rewards, with a Sign in that comes back here. */
function SignInPrompt() {
  const location = useLocation();
  const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
  return (
    <section
      aria-labelledby="rewards-sign-in"
      className="flex flex-col gap-3 rounded-2xl border border-brand/40 bg-surface p-5"
    >
      <h2 id="rewards-sign-in" className="text-lg font-semibold">
        <Trans>Earn points, win prizes</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>
          Sign in at the event to get a reward point: 1 point is 1 chance to win 1 prize in the prize drawing. Prizes
          you win show here with their claim code; points expire when the event ends.
        </Trans>
      </p>
      <Link to={paths.signIn()} state={state} className={buttonStyles({ fullWidth: true })}>
        <Trans>Sign in</Trans>
      </Link>
    </section>
  );
}

/**
 * /vendor/{vendorId}/rewards/{eventId}, public: signed in, the person's points, redeemed prizes and rewards; a
 * visitor reads what rewards are, the prizes on offer, and a Sign in that returns here.
 */
export function RewardsCenterPage() {
  const { t } = useLingui();
  const { vendorId = '', eventId = '' } = useParams();
  const { status, user } = useAuth();
  const tickets = useTickets(user?.userId, eventId);
  const rewards = useUserRewards(user?.userId, { eventId });
  const prizes = usePrizes(eventId);
  const sections = rewards.data ? splitRewards(rewards.data, new Date()) : null;
  const redeemed = rewards.data?.filter((reward) => reward.status === 'CLAIMED').length;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Rewards Center · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-6">
        <div>
          <Link to={paths.vendor(vendorId)} className="text-sm text-brand underline">
            <Trans>Back to the venue</Trans>
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">
            <Trans>Rewards Center</Trans>
          </h1>
        </div>

        {status === 'loading' ? (
          <div className="flex justify-center py-6">
            <Spinner label={t`Loading`} />
          </div>
        ) : !user ? (
          <SignInPrompt />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-2xl border border-line bg-surface p-4">
                <dt className="text-sm text-ink-muted">
                  <Trans>Reward Points</Trans>
                </dt>
                <dd className="text-3xl font-bold" data-testid="reward-points">
                  {tickets.data ? tickets.data.length : tickets.isError ? '–' : <Spinner label={t`Loading points`} />}
                </dd>
              </div>
              <div className="rounded-2xl border border-line bg-surface p-4">
                <dt className="text-sm text-ink-muted">
                  <Trans>Reward Redeemed</Trans>
                </dt>
                <dd className="text-3xl font-bold" data-testid="reward-redeemed">
                  {redeemed ?? (rewards.isError ? '–' : <Spinner label={t`Loading rewards`} />)}
                </dd>
              </div>
            </dl>
            <p className="-mt-3 text-sm text-ink-muted">
              <Trans>1 point is 1 chance for 1 prize; points expire when the event ends.</Trans>
            </p>

            <Section id="active-rewards" title={t`Active Rewards`}>
              {rewards.isPending ? (
                <Spinner label={t`Loading rewards`} />
              ) : rewards.isError || !sections ? (
                <Failed onRetry={() => void rewards.refetch()} isRetrying={rewards.isFetching} />
              ) : sections.active.length === 0 ? (
                <Empty>
                  <Trans>No active rewards. Try your luck in the prize drawing.</Trans>
                </Empty>
              ) : (
                sections.active.map((reward) => <RewardCard key={reward.rewardId} reward={reward} />)
              )}
            </Section>
          </>
        )}

        <Section id="available-rewards" title={t`All Available Rewards`}>
          {prizes.isPending ? (
            <Spinner label={t`Loading prizes`} />
          ) : prizes.isError && isApiError(prizes.error) && prizes.error.status === 404 ? (
            // Ours: an event the contest service does not know (an old link) has no drawing; retrying won't help.
            <Empty>
              <Trans>This event has no prize drawing.</Trans>
            </Empty>
          ) : prizes.isError ? (
            <Failed onRetry={() => void prizes.refetch()} isRetrying={prizes.isFetching} />
          ) : (
            <PrizeList prizes={prizes.data} />
          )}
        </Section>

        {user && (
          <Section id="past-rewards" title={t`Past Rewards`}>
            {rewards.isPending ? (
              <Spinner label={t`Loading rewards`} />
            ) : rewards.isError || !sections ? null : sections.past.length === 0 ? (
              <Empty>
                <Trans>No past rewards yet.</Trans>
              </Empty>
            ) : (
              sections.past.map((reward) => <RewardCard key={reward.rewardId} reward={reward} />)
            )}
          </Section>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}
