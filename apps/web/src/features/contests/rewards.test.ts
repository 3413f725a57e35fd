import type { Reward } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { splitRewards } from './rewards';

const reward = (rewardId: string, status: Reward['status'], claimExpiration: string | null): Reward => ({
  rewardId,
  eventId: 'E',
  vendorId: 'V',
  eventName: 'Night',
  prizeName: 'Prize',
  prizeDescription: null,
  prizeImageUrl: null,
  wonTimestamp: '2025-05-01T20:00:00Z',
  status,
  claimCode: 'ABCDEFGH',
  claimExpiration,
  claimedAt: null,
});

describe('splitRewards', () => {
  it('keeps pending unexpired rewards active and claimed or expired ones past', () => {
    const now = new Date('2025-05-02T00:00:00Z');
    const { active, past } = splitRewards(
      [
        reward('A', 'PENDING', '2025-05-03T00:00:00Z'),
        reward('B', 'CLAIMED', '2025-05-03T00:00:00Z'),
        reward('C', 'PENDING', '2025-05-01T00:00:00Z'),
      ],
      now,
    );
    expect(active.map((r) => r.rewardId)).toEqual(['A']);
    expect(past.map((r) => r.rewardId)).toEqual(['B', 'C']);
  });
});
