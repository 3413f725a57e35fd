import { describe, expect, it } from 'vitest';
import { isAllowedTarget, resolveRedirectTarget, toSafeRedirectPath } from './redirect-target';

const origin = 'https://queueless.example';

describe('toSafeRedirectPath', () => {
  it('keeps a same-origin path with its search and hash', () => {
    expect(toSafeRedirectPath('/account', origin)).toBe('/account');
    expect(toSafeRedirectPath('/location/AD708/order/review?tip=15#top', origin)).toBe(
      '/location/AD708/order/review?tip=15#top',
    );
  });

  it.each([
    '//evil.example/account',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/account',
    'javascript:alert(1)',
    'account',
    '',
    ' /account',
    '\\\\evil.example',
  ])('refuses %j', (candidate) => {
    expect(toSafeRedirectPath(candidate, origin)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(toSafeRedirectPath(undefined, origin)).toBeNull();
    expect(toSafeRedirectPath({ pathname: '/account' }, origin)).toBeNull();
  });
});

describe('isAllowedTarget', () => {
  it('never leads back to a sign-in page', () => {
    expect(isAllowedTarget('/signin', 'customer')).toBe(false);
    expect(isAllowedTarget('/signin?redirect=/account', 'customer')).toBe(false);
    expect(isAllowedTarget('/auth/callback', 'customer')).toBe(false);
    expect(isAllowedTarget('/staff/signin', 'staff')).toBe(false);
    expect(isAllowedTarget('/staff/auth/callback/', 'staff')).toBe(false);
  });

  it('keeps staff sign-in inside the staff area', () => {
    expect(isAllowedTarget('/staff/location/AD708/scan', 'staff')).toBe(true);
    expect(isAllowedTarget('/staff', 'staff')).toBe(true);
    expect(isAllowedTarget('/account', 'staff')).toBe(false);
    expect(isAllowedTarget('/staffing', 'staff')).toBe(false);
  });
});

describe('resolveRedirectTarget', () => {
  it('prefers the router state the guard left', () => {
    const target = resolveRedirectTarget({
      state: { authRedirectTo: '/order/history' },
      search: '?redirect=/account',
      audience: 'customer',
      origin,
    });
    expect(target).toBe('/order/history');
  });

  it('falls back to ?redirect=', () => {
    expect(
      resolveRedirectTarget({ state: null, search: '?redirect=%2Flocation%2FAD708', audience: 'customer', origin }),
    ).toBe('/location/AD708');
  });

  it('skips an unsafe state and uses a safe parameter', () => {
    expect(
      resolveRedirectTarget({
        state: { authRedirectTo: '//evil.example' },
        search: '?redirect=/account',
        audience: 'customer',
        origin,
      }),
    ).toBe('/account');
  });

  it('defaults to /account for customers and /staff/locations for staff', () => {
    expect(resolveRedirectTarget({ state: null, search: '', audience: 'customer', origin })).toBe('/account');
    expect(
      resolveRedirectTarget({ state: undefined, search: '?redirect=https://evil.example', audience: 'staff', origin }),
    ).toBe('/staff/locations');
  });
});
