// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeLikeBrowser } from '#web/test/type-like-browser';
import { SignInFlow } from './sign-in-flow';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function openFlow(send: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => send()),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SignInFlow onSignedIn={vi.fn()} />
    </QueryClientProvider>,
  );
  typeLikeBrowser(screen.getByLabelText('Phone number') as HTMLInputElement, '3105551103');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('Send code', () => {
  it('answered 429 for a number this page sent nothing to: stays on the phone step and says why', async () => {
    openFlow(() =>
      answer(429, {
        error: {
          code: 'RESEND_TOO_SOON',
          message: 'Please wait before asking for a new code.',
          details: { retryAfter: 40 },
        },
      }),
    );
    await waitFor(() => expect(screen.getByText('Please wait before asking for a new code.')).toBeTruthy());
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('answered 200: the code step', async () => {
    openFlow(() => answer(200, { resendAfter: 60, expiresIn: 600 }));
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toBeTruthy());
  });
});
