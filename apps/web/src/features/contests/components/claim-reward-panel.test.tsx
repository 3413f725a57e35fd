// @vitest-environment jsdom
import type { Reward } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ClaimRewardPanel } from './claim-reward-panel';

// No camera here: the panel's typed code is what is tested.
vi.mock('#web/features/scanner/use-qr-scanner', () => ({
  useQrScanner: () => ({ videoRef: { current: null }, state: 'idle', start: async () => {}, resume: () => {} }),
}));

const reward: Reward = {
  rewardId: 'R1',
  eventId: 'E1',
  vendorId: 'V1',
  eventName: 'Friday Night Live',
  prizeName: 'Free Drink',
  prizeDescription: null,
  prizeImageUrl: null,
  wonTimestamp: '2026-11-24T06:00:00.000Z',
  status: 'CLAIMED',
  claimCode: 'ABCD2345',
  claimExpiration: null,
  claimedAt: '2026-11-24T06:01:00.000Z',
};

let claims = 0;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  claims = 0;
  // As the server answers: the first claim of a code hands the prize over, any later one is refused.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    claims += 1;
    return claims === 1
      ? json(200, { reward })
      : json(409, { error: { code: 'REWARD_ALREADY_CLAIMED', message: 'This prize has already been claimed.' } });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('a double tap on Claim prize claims once and shows the prize received, not "already claimed"', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ClaimRewardPanel />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Claim code'), { target: { value: 'abcd2345' } });
  const submit = screen.getByRole('button', { name: 'Claim prize' });
  // Both taps land before React draws the button busy, as a quick double tap on a phone does.
  act(() => {
    submit.click();
    submit.click();
  });
  expect(await screen.findByText('Prize received')).toBeTruthy();
  expect(screen.queryByText('This prize has already been claimed.')).toBeNull();
  expect(claims).toBe(1);
});
