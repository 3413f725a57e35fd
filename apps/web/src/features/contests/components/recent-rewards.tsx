import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InlineError } from '#web/components/ui/inline-error';
import { Spinner } from '#web/components/ui/spinner';
import { useUserRewards } from '#web/features/contests/api/get-user-rewards';
import { formatRewardTime } from '#web/features/contests/rewards';
import { useAuth } from '#web/features/identity/use-auth';
import { ACCOUNT_LIST_LIMIT } from '#web/lib/constants';
import { paths } from '#web/lib/paths';

/** The account page's 'Recent Rewards': the 3 newest won prizes, each leading to its Rewards Center. */
export function RecentRewards() {
  const { t } = useLingui();
  const { user } = useAuth();
  const rewards = useUserRewards(user?.userId, { limit: ACCOUNT_LIST_LIMIT });
  return (
    <section aria-labelledby="recent-rewards" className="flex flex-col gap-3">
      <h2 id="recent-rewards" className="text-lg font-semibold">
        <Trans>Recent Rewards</Trans>
      </h2>
      {rewards.isPending ? (
        <Spinner label={t`Loading rewards`} />
      ) : rewards.isError ? (
        <InlineError
          title={t`An unexpected error has occurred. Please try again.`}
          onRetry={() => void rewards.refetch()}
          isRetrying={rewards.isFetching}
        />
      ) : rewards.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-ink-muted">
          <Trans>No rewards yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rewards.data.map((reward) => (
            <li key={reward.rewardId}>
              <Link
                to={paths.rewardsCenter(reward.vendorId, reward.eventId)}
                className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 hover:bg-surface-raised"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{reward.prizeName}</span>{' '}
                  <span className="block text-sm text-ink-muted">
                    {reward.eventName} · {formatRewardTime(reward.wonTimestamp)}
                  </span>
                </span>
                <span className="text-sm font-semibold text-ink-muted">
                  {reward.status === 'CLAIMED' ? t`Claimed` : t`Pending`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
