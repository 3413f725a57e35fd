// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '#web/features/identity/auth-context';
import { fakeAuth } from '#web/test/render-app';
import { SignInPage } from './sign-in-page';

afterEach(cleanup);

/** The lead line of the sign-in page reached from `from`, with the router state the sending page set. */
const leadFor = (from: string, signInPurpose?: 'draw') => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={fakeAuth({ status: 'unauthenticated', user: null })}>
        <MemoryRouter initialEntries={[{ pathname: '/signin', state: { authRedirectTo: from, signInPurpose } }]}>
          <SignInPage audience="customer" />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  const text = screen.getByRole('heading', { name: 'Sign In' }).nextElementSibling?.textContent;
  cleanup();
  return text;
};

describe('the sign-in page', () => {
  it('fits its words to why the person came: to order, to join Lusiv, to draw a prize', () => {
    const order = leadFor('/location/AD708/order/review');
    const join = leadFor('/lusiv/events');
    const draw = leadFor('/vendor/demo-bar', 'draw');
    expect(order).toMatch(/place your order/);
    expect(join).toMatch(/join Lusiv/);
    expect(draw).toMatch(/prize drawing/);
    expect(new Set([order, join, draw, leadFor('/account')]).size).toBe(4);
  });
});
