import { PRESALE_HURRY_MS } from '#web/lib/constants';

/** Midnight at the start of the next day, in the visitor's time zone. */
export function nextMidnight(now: Date): Date {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next;
}

export type CountdownState = { remainingMs: number; isHurry: boolean; isExpired: boolean; display: string };

/** "05:09:03" left, red and pulsing in the last 10 minutes, expired at zero. */
export function countdownState(target: Date, now: Date): CountdownState {
  const remainingMs = Math.max(0, target.getTime() - now.getTime());
  const totalSeconds = Math.ceil(remainingMs / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const display = `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor((totalSeconds % 3600) / 60))}:${pad(totalSeconds % 60)}`;
  return {
    remainingMs,
    isHurry: remainingMs > 0 && remainingMs < PRESALE_HURRY_MS,
    isExpired: remainingMs === 0,
    display,
  };
}
