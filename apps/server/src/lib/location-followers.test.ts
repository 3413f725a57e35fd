import { describe, expect, it } from 'vitest';
import { createLocationFollowers, type WakeLocations } from './location-followers.js';

describe('createLocationFollowers', () => {
  it('listens once for every follower, wakes only the locations named (or all), and forgets one unfollowed', async () => {
    let wake: WakeLocations = () => undefined;
    let listens = 0;
    let stops = 0;
    const followers = createLocationFollowers(async (given) => {
      listens += 1;
      wake = given;
      return () => {
        stops += 1;
      };
    });
    const woken: string[] = [];
    const unfollowBar = await followers.follow('BAR', () => woken.push('bar'));
    await followers.follow('BAR', () => woken.push('bar 2'));
    await followers.follow('PATIO', () => woken.push('patio'));
    expect(listens).toBe(1);

    wake(['BAR', 'ELSEWHERE']);
    expect(woken).toEqual(['bar', 'bar 2']);
    unfollowBar();
    wake('all');
    expect(woken).toEqual(['bar', 'bar 2', 'bar 2', 'patio']);

    await followers.stop();
    expect(stops).toBe(1);
    await followers.follow('BAR', () => undefined);
    expect(listens).toBe(2);
  });

  it('tries a source that failed to start again with the next follower', async () => {
    let attempts = 0;
    const followers = createLocationFollowers(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('no connection');
      return () => undefined;
    });
    await expect(followers.follow('BAR', () => undefined)).rejects.toThrow('no connection');
    await followers.follow('BAR', () => undefined);
    expect(attempts).toBe(2);
  });
});
