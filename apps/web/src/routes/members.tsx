import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { Spinner } from '#web/components/ui/spinner';
import { AccountLink } from '#web/features/identity/components/account-link';
import { MembershipLoadError } from '#web/features/membership/components/membership-load-error';
import { formatMemberDate } from '#web/features/membership/member-dates';
import { useMemberStatus } from '#web/features/membership/use-member-status';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';

/** /members: the member's home (membership, credits, where to go next); visitors get the offer. */
export function MembersPage() {
  const { t } = useLingui();
  const member = useMemberStatus();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Members · Lusiv`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-8 pb-10">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Members</Trans>
        </h1>
        {member.banner === 'loading' ? (
          <div className="flex justify-center py-10">
            <Spinner label={t`Loading membership`} />
          </div>
        ) : member.isError ? (
          <MembershipLoadError onRetry={member.retry} isRetrying={member.isRetrying} />
        ) : member.isMember ? (
          <MemberSummary {...member} />
        ) : (
          <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
            <p className="text-lg font-semibold">
              <Trans>All You Can Party for $20?</Trans>
            </p>
            <p className="text-ink-muted">
              <Trans>Lusiv members get 4 event credits a month and book guest-list spots at partner venues.</Trans>
            </p>
            <Link to={paths.lusiv()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
              <Trans>See the membership</Trans>
            </Link>
          </section>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}

type MemberSummaryProps = Pick<ReturnType<typeof useMemberStatus>, 'credits' | 'membershipEndsAt' | 'nextCreditsAt'>;

function MemberSummary({ credits, membershipEndsAt, nextCreditsAt }: MemberSummaryProps) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-brand/40 bg-surface p-5">
      <p className="text-sm text-ink-muted">
        <Trans>Available credits</Trans>
      </p>
      <p className="text-5xl font-extrabold">{credits ?? 0}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-ink-muted">
          <Trans>Member until</Trans>
        </dt>
        <dd>{membershipEndsAt ? formatMemberDate(membershipEndsAt) : '—'}</dd>
        <dt className="text-ink-muted">
          <Trans>Next credits</Trans>
        </dt>
        <dd>{nextCreditsAt ? formatMemberDate(nextCreditsAt) : '—'}</dd>
      </dl>
      <Link to={paths.lusivEvents()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
        <Trans>Find an event</Trans>
      </Link>
      <Link to={paths.account()} className={cn(buttonStyles({ variant: 'secondary', fullWidth: true }))}>
        <Trans>My reservations</Trans>
      </Link>
    </section>
  );
}
