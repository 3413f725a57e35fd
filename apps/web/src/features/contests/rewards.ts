import type { Reward } from '@queueless/contracts';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

export type RewardSections = { active: Reward[]; past: Reward[] };

/** Active: won and still claimable; past: claimed, or expired before anyone claimed it. */
export function splitRewards(rewards: readonly Reward[], now: Date): RewardSections {
  const active: Reward[] = [];
  const past: Reward[] = [];
  for (const reward of rewards) {
    const isExpired = reward.claimExpiration !== null && Date.parse(reward.claimExpiration) <= now.getTime();
    if (reward.status === 'PENDING' && !isExpired) active.push(reward);
    else past.push(reward);
  }
  return { active, past };
}

export function isRewardExpired(reward: Reward, now: Date): boolean {
  return (
    reward.status === 'PENDING' &&
    reward.claimExpiration !== null &&
    Date.parse(reward.claimExpiration) <= now.getTime()
  );
}

/** "May 2, 9:30 PM" (in Spanish "2 may, 9:30 p.m."). */
export function formatRewardTime(iso: string): string {
  return new Date(iso).toLocaleString(intlTag(i18n.locale), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
