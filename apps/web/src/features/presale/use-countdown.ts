import { useEffect, useState } from 'react';
import { type CountdownState, countdownState, nextMidnight } from './countdown';

/** The presale countdown, ticking each second until the midnight after the page opened. */
export function usePresaleCountdown(): CountdownState {
  const [target] = useState(() => nextMidnight(new Date()));
  const [state, setState] = useState(() => countdownState(target, new Date()));
  useEffect(() => {
    if (state.isExpired) return;
    const timer = window.setInterval(() => setState(countdownState(target, new Date())), 1000);
    return () => window.clearInterval(timer);
  }, [target, state.isExpired]);
  return state;
}
