import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { AccountLink } from '#web/features/identity/components/account-link';
import { MembershipPayment } from '#web/features/membership/components/membership-payment';
import { PlanPicker } from '#web/features/membership/components/plan-picker';
import { formatMemberDate } from '#web/features/membership/member-dates';
import { membershipMessages } from '#web/features/membership/membership-messages';
import { useJoinPage } from '#web/features/membership/use-join-page';
import { paths } from '#web/lib/paths';

/** /join-lusiv: the two plans, then payment by wallet (or card). */
export function JoinLusivPage() {
  const { i18n, t } = useLingui();
  const { isSignedIn, current, plan, setPlan, isJoined, onJoined, signIn } = useJoinPage();

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Join Lusiv · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-8 pb-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Join Lusiv</Trans>
          </h1>
          <p className="mt-1 text-ink-muted">
            <Trans>4 event credits a month. Book guest-list spots with one tap.</Trans>
          </p>
        </div>
        {isJoined ? (
          <section className="flex flex-col gap-4 rounded-2xl border border-brand/40 bg-surface p-5 text-center">
            <h2 className="text-2xl font-bold">{i18n._(membershipMessages.welcomeTitle)}</h2>
            <p className="text-ink-muted">{i18n._(membershipMessages.welcomeBody)}</p>
            <Link to={paths.lusivEvents()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
              <Trans>Find an event</Trans>
            </Link>
          </section>
        ) : (
          <>
            {current?.isActive && (
              // A member who opens the join page (a link, a habit) is told before paying what a second plan does.
              <p role="note" className="rounded-2xl border border-line bg-surface p-4 text-ink-muted">
                <Trans>
                  You’re already a Lusiv member, until {formatMemberDate(current.endsAt)}. A plan paid now starts when
                  that one ends.
                </Trans>
              </p>
            )}
            <PlanPicker selected={plan} onSelect={setPlan} />
            {plan &&
              (isSignedIn ? (
                <MembershipPayment plan={plan} onJoined={onJoined} />
              ) : (
                <Button size="lg" fullWidth onClick={signIn}>
                  <Trans>Sign in to pay</Trans>
                </Button>
              ))}
          </>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}
