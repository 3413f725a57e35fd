/** Wakes the followers of some locations, or of every location followed (`'all'`: the source lost track). */
export type WakeLocations = (vendorLocationIds: Iterable<string> | 'all') => void;

type Follower = () => void;

/**
 * The streams of a location on this process (its queue, a station's tickets) waiting to read again when something of
 * that location changed (decisions 070, 088). The first follower starts listening to the source, once for the whole
 * set; the source calls `wake` with the locations it saw change. A source that failed to start is tried again by the
 * next follower.
 */
export function createLocationFollowers(
  listen: (wake: WakeLocations, isFollowed: () => boolean) => Promise<() => void>,
) {
  const followers = new Map<string, Set<Follower>>();
  let stopListening: Promise<() => void> | null = null;

  const wake: WakeLocations = (vendorLocationIds) => {
    const woken = vendorLocationIds === 'all' ? [...followers.keys()] : vendorLocationIds;
    for (const vendorLocationId of woken) {
      for (const follower of followers.get(vendorLocationId) ?? []) follower();
    }
  };

  return {
    /** Calls `follower` on every change of the location until the returned function is called. */
    async follow(vendorLocationId: string, follower: Follower): Promise<() => void> {
      stopListening ??= listen(wake, () => followers.size > 0);
      stopListening.catch(() => {
        stopListening = null;
      });
      await stopListening;
      let set = followers.get(vendorLocationId);
      if (!set) {
        set = new Set();
        followers.set(vendorLocationId, set);
      }
      set.add(follower);
      return () => {
        set.delete(follower);
        if (set.size === 0 && followers.get(vendorLocationId) === set) followers.delete(vendorLocationId);
      };
    },

    /** Stops listening to the source (the next follower starts it again). */
    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      if (stop) (await stop.catch(() => null))?.();
    },
  };
}
