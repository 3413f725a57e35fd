// @vitest-environment jsdom

import type { LocationOrdering } from '@queueless/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderingNotice from './ordering-notice';

const pageWith = (ordering: LocationOrdering, timeZone: string, refetch: () => unknown = () => undefined) => ({
  location: { data: { ordering }, refetch },
  vendor: { data: { timeZone } },
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T05:30:00Z') }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OrderingNotice', () => {
  it("says why ordering is paused and when it reopens, in 12-hour time on the venue's clock", () => {
    render(
      <OrderingNotice
        page={pageWith(
          { open: false, reason: 'The kitchen is catching up', reopensAt: '2026-11-27T05:40:00Z' },
          'America/Los_Angeles',
          () => undefined,
        )}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('The kitchen is catching up, back at 9:40 PM');
  });

  it('says a reason without an end as it is, and shows nothing while ordering is open', () => {
    const { rerender } = render(
      <OrderingNotice
        page={pageWith(
          { open: false, reason: 'Ordering is closed at this location.', reopensAt: null },
          'America/New_York',
          () => undefined,
        )}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Ordering is closed at this location.');
    rerender(
      <OrderingNotice
        page={pageWith({ open: true, reason: null, reopensAt: null }, 'America/New_York', () => undefined)}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the location again once the reopening time has passed', () => {
    const onReopen = vi.fn();
    render(
      <OrderingNotice
        page={pageWith(
          { open: false, reason: 'The bar is catching up on orders.', reopensAt: '2026-11-27T05:35:00Z' },
          'America/Los_Angeles',
          onReopen,
        )}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('The bar is catching up on orders, back at 9:35 PM');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(onReopen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onReopen).toHaveBeenCalledTimes(1);
  });
});
