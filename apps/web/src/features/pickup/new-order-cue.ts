import { useCallback, useEffect, useRef, useState } from 'react';

type AudioContextClass = typeof AudioContext;

/**
 * The queue's audible cue: a short two-tone beep through Web Audio. Browsers let a page make sound only after a tap,
 * so the context is made (or resumed) by the 'Sound on' tap itself, and the choice lasts for the page's life.
 */
export function useBeep() {
  const context = useRef<AudioContext | null>(null);
  const [isSoundOn, setSoundOn] = useState(false);

  const turnOn = useCallback(() => {
    const Context: AudioContextClass | undefined =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    context.current ??= new Context();
    void context.current.resume();
    setSoundOn(true);
  }, []);

  const turnOff = useCallback(() => setSoundOn(false), []);

  const beep = useCallback(() => {
    const audio = context.current;
    if (!isSoundOn || !audio) return;
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
  }, [isSoundOn]);

  useEffect(() => () => void context.current?.close(), []);

  return { isSoundOn, turnOn, turnOff, beep };
}

type Arrivals = {
  /** The order list these were worked out from: a different list is compared with `seen` in the render that brings it. */
  ids: readonly string[] | undefined;
  /** Every order seen since the page opened; null until the first list. */
  seen: ReadonlySet<string> | null;
  arrivedAt: ReadonlyMap<string, number>;
  /** Batches of arrivals so far: the cue runs once for each. */
  batches: number;
};

/** The same orders in the same order (a caller may pass a new array each render). */
function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((id, index) => id === b[index]);
}

function withList(state: Arrivals, ids: readonly string[] | undefined): Arrivals {
  if (!ids) return { ...state, ids };
  if (state.seen === null) return { ...state, ids, seen: new Set(ids) };
  const known = state.seen;
  const arrived = ids.filter((id) => !known.has(id));
  if (arrived.length === 0) return { ...state, ids };
  const now = Date.now();
  return {
    ids,
    seen: new Set([...known, ...arrived]),
    arrivedAt: new Map([...state.arrivedAt, ...arrived.map((id) => [id, now] as const)]),
    batches: state.batches + 1,
  };
}

/**
 * When each order arrived since the page opened (those it had at first are not new): the page highlights the recent
 * ones, and `onArrival` (the beep) runs once per batch of new orders. Arrivals are worked out in the render that
 * brings the new list, so a new order's first frame already shows it as new (an effect would draw it plain once).
 */
export function useNewOrders(
  orderIds: readonly string[] | undefined,
  onArrival: () => void,
): ReadonlyMap<string, number> {
  const [state, setState] = useState<Arrivals>({ ids: undefined, seen: null, arrivedAt: new Map(), batches: 0 });
  let current = state;
  if (!sameList(orderIds, state.ids)) {
    current = withList(state, orderIds);
    setState(current);
  }
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  const heard = useRef(0);

  useEffect(() => {
    if (current.batches === heard.current) return;
    heard.current = current.batches;
    arrival.current();
  }, [current.batches]);

  return current.arrivedAt;
}
