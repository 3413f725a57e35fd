import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('ignores a second tap while the first is checking, and again until the save has ended', async () => {
    const { result, rerender } = renderHook(({ isSaving }) => useSubmitOnce(isSaving), {
      initialProps: { isSaving: false },
    });
    let sent = 0;
    let finishCheck = () => {};
    const attempt = () =>
      new Promise<boolean>((resolve) => {
        finishCheck = () => {
          sent++;
          resolve(true);
        };
      });

    const first = result.current(attempt);
    await result.current(async () => {
      sent++;
      return true;
    });
    finishCheck();
    await first;
    expect(sent).toBe(1);

    // Sent, but the save has not shown up as isSaving yet: still refused.
    await result.current(async () => ++sent > 0);
    expect(sent).toBe(1);

    rerender({ isSaving: true });
    rerender({ isSaving: false });
    await act(async () => result.current(async () => ++sent > 0));
    expect(sent).toBe(2);
  });

  it('lets the form be sent again after a check that refused the input', async () => {
    const { result } = renderHook(() => useSubmitOnce(false));
    await result.current(async () => false);
    let sent = false;
    await result.current(async () => {
      sent = true;
      return true;
    });
    expect(sent).toBe(true);
  });
});
