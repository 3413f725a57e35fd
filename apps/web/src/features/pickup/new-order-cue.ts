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

/**
 * When each order arrived since the page opened (those it had at first are not new): the page highlights the recent
 * ones, and `onArrival` (the beep) runs once per batch of new orders.
 */
export function useNewOrders(
  orderIds: readonly string[] | undefined,
  onArrival: () => void,
): ReadonlyMap<string, number> {
  const seen = useRef<Set<string> | null>(null);
  const [arrivedAt, setArrivedAt] = useState<ReadonlyMap<string, number>>(new Map());
  const arrival = useRef(onArrival);
  arrival.current = onArrival;

  useEffect(() => {
    if (!orderIds) return;
    if (seen.current === null) {
      seen.current = new Set(orderIds);
      return;
    }
    const known = seen.current;
    const arrived = orderIds.filter((orderId) => !known.has(orderId));
    if (arrived.length === 0) return;
    for (const orderId of arrived) known.add(orderId);
    const now = Date.now();
    setArrivedAt((current) => new Map([...current, ...arrived.map((orderId) => [orderId, now] as const)]));
    arrival.current();
  }, [orderIds]);

  return arrivedAt;
}
