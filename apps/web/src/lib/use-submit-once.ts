import { useEffect, useRef } from 'react';

/**
 * A form's submit that runs once at a time. Between a tap and the save starting, the form checks its
 * input (loading a validator, say), and `isSaving` only turns true a render after the save starts: a
 * second tap in that gap must not send the form twice. `attempt` resolves true when it sent the
 * form; the guard then stays up until `isSaving` has come back to false.
 */
export function useSubmitOnce(isSaving: boolean) {
  const isBusy = useRef(false);
  useEffect(() => {
    if (!isSaving) isBusy.current = false;
  }, [isSaving]);

  return async (attempt: () => Promise<boolean>): Promise<void> => {
    if (isSaving || isBusy.current) return;
    isBusy.current = true;
    let isSent = false;
    try {
      isSent = await attempt();
    } finally {
      if (!isSent) isBusy.current = false;
    }
  };
}
