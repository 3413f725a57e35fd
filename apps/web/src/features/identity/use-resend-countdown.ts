import { useCallback, useEffect, useState } from 'react';

/** Seconds until a new code may be asked for; counts from a deadline, so a sleeping tab wakes up right. */
export function useResendCountdown() {
  const [availableAt, setAvailableAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (availableAt <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= availableAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [availableAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setAvailableAt(time + seconds * 1000);
  }, []);

  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));
  return { secondsLeft, isRunning: secondsLeft > 0, start };
}
