// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PauseOrderingControl, pauseBody } from './pause-ordering-control';

afterEach(cleanup);

const wrap = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

describe('PauseOrderingControl', () => {
  it('builds a timed pause, a pause until resumed, and a cap or none', () => {
    const now = Date.parse('2026-11-27T05:30:00Z');
    expect(pauseBody('10', ' The kitchen is catching up ', '', now)).toEqual({
      paused: true,
      pausedUntil: '2026-11-27T05:40:00.000Z',
      reason: 'The kitchen is catching up',
      maxOrdersPer15Minutes: null,
    });
    expect(pauseBody('', '', '40', now)).toEqual({ paused: true, maxOrdersPer15Minutes: 40 });
  });

  it('is not there for STAFF; managers see whether orders are taken and can pause or resume', () => {
    const { rerender } = render(
      wrap(<PauseOrderingControl vendorLocationId="AD708" staffRole="STAFF" ordering={undefined} />),
    );
    expect(screen.queryByRole('button', { name: 'Pause ordering' })).toBeNull();
    rerender(
      wrap(
        <PauseOrderingControl
          vendorLocationId="AD708"
          staffRole="MANAGER"
          ordering={{ open: true, reason: null, reopensAt: null }}
        />,
      ),
    );
    expect(screen.getByText('Taking orders')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Pause ordering' }).length).toBeGreaterThan(0);
    rerender(
      wrap(
        <PauseOrderingControl
          vendorLocationId="AD708"
          staffRole="ADMIN"
          ordering={{ open: false, reason: 'Busy', reopensAt: null }}
        />,
      ),
    );
    expect(screen.getByText('Ordering paused')).toBeTruthy();
    expect(screen.getByText('Busy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume ordering' })).toBeTruthy();
  });
});
