import { type MembershipPlan, membershipMessages } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '#web/app/paths';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { showToast } from '#web/components/ui/toast';
import { AccountLink } from '#web/features/identity/components/account-link';
import type { AuthRedirectState } from '#web/features/identity/components/require-auth';
import { useMembership } from '#web/features/membership/api/get-membership';
import { refetchMemberData } from '#web/features/membership/api/invalidate';
import { SUCCESS_CLOSE_MS } from '#web/features/membership/components/membership-dialog';
import { MembershipPayment } from '#web/features/membership/components/membership-payment';
import { PlanPicker } from '#web/features/membership/components/plan-picker';
import { formatMemberDate } from '#web/features/membership/member-dates';
import { useMemberStatus } from '#web/features/membership/use-member-status';

/** /join-lusiv: the two plans, then payment by wallet (or card). */
export function JoinLusivPage() {
  const member = useMemberStatus();
  const current = useMembership(member.user?.userId).data?.membership;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<MembershipPlan | null>(null);
  const [isJoined, setIsJoined] = useState(false);

  useEffect(() => {
    if (!isJoined || !member.user) return;
    const timer = setTimeout(() => void refetchMemberData(queryClient, member.user?.userId ?? ''), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isJoined, member.user, queryClient]);

  const signIn = () => {
    const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
    navigate(paths.signIn(), { state });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <title>Join Lusiv · Queueless</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-8 pb-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Join Lusiv</h1>
          <p className="mt-1 text-ink-muted">4 event credits a month. Book guest-list spots with one tap.</p>
        </div>
        {isJoined ? (
          <section className="flex flex-col gap-4 rounded-2xl border border-brand/40 bg-surface p-5 text-center">
            <h2 className="text-2xl font-bold">{membershipMessages.welcomeTitle}</h2>
            <p className="text-ink-muted">{membershipMessages.welcomeBody}</p>
            <Link to={paths.lusivEvents()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
              Find an event
            </Link>
          </section>
        ) : (
          <>
            {current?.isActive && (
              // A member who opens the join page (a link, a habit) is told before paying what a second plan does.
              <p role="note" className="rounded-2xl border border-line bg-surface p-4 text-ink-muted">
                You’re already a Lusiv member, until {formatMemberDate(current.endsAt)}. A plan paid now starts when
                that one ends.
              </p>
            )}
            <PlanPicker selected={plan} onSelect={setPlan} />
            {plan &&
              (member.isSignedIn ? (
                <MembershipPayment
                  plan={plan}
                  onJoined={() => {
                    showToast({
                      title: membershipMessages.welcomeTitle,
                      description: membershipMessages.welcomeBody,
                      variant: 'success',
                    });
                    setIsJoined(true);
                  }}
                />
              ) : (
                <Button size="lg" fullWidth onClick={signIn}>
                  Sign in to pay
                </Button>
              ))}
          </>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}
