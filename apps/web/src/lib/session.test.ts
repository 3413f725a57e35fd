// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllLocalData,
  createSession,
  getSession,
  isSessionExpired,
  parseSession,
  REFRESH_MARGIN_MS,
  SESSION_STORAGE_KEY,
  type Session,
  setSession,
  shouldRefreshSession,
  subscribeSession,
  syncSessionFromStorage,
} from './session';

const user = { userId: 'user-1', phoneNumber: '+12135550120' };
const now = Date.UTC(2025, 2, 1, 12, 0, 0);

afterEach(() => {
  setSession(null);
  localStorage.clear();
});

describe('session expiry', () => {
  const session = createSession({ idToken: 't', expiresIn: 3600, user }, now);

  it('expires expiresIn seconds after it was issued', () => {
    expect(session.expiresAt).toBe(now + 3_600_000);
  });

  it('counts as expired a little before the real expiry', () => {
    expect(isSessionExpired(session, now)).toBe(false);
    expect(isSessionExpired(session, now + 3_600_000 - 60_000)).toBe(false);
    expect(isSessionExpired(session, now + 3_600_000 - 1_000)).toBe(true);
    expect(isSessionExpired(session, now + 3_600_000 + 1)).toBe(true);
  });

  it('wants a refresh once it is near its expiry', () => {
    expect(shouldRefreshSession(session, now)).toBe(false);
    expect(shouldRefreshSession(session, session.expiresAt - REFRESH_MARGIN_MS - 1)).toBe(false);
    expect(shouldRefreshSession(session, session.expiresAt - REFRESH_MARGIN_MS)).toBe(true);
  });
});

describe('parseSession', () => {
  it('reads what setSession wrote', () => {
    const session: Session = { idToken: 't', expiresAt: now, user };
    expect(parseSession(JSON.stringify(session))).toEqual(session);
  });

  it.each([
    null,
    '',
    'not json',
    '42',
    '{}',
    '{"idToken":"t","expiresAt":"soon","user":{}}',
    '{"idToken":"t","expiresAt":1}',
  ])('ignores %j', (raw) => {
    expect(parseSession(raw)).toBeNull();
  });
});

describe('the session store', () => {
  it("keeps the session in localStorage under 'ql.session' and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const session: Session = { idToken: 't', expiresAt: now, user };
    setSession(session);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(getSession()).toEqual(session);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('signing out clears local storage entirely', () => {
    localStorage.setItem('ql.cart.AD708', '{"items":[]}');
    setSession({ idToken: 't', expiresAt: now, user });
    clearAllLocalData();
    expect(localStorage.length).toBe(0);
    expect(getSession()).toBeNull();
  });

  it('follows what another tab wrote', () => {
    setSession({ idToken: 'mine', expiresAt: now, user });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ idToken: 'theirs', expiresAt: now, user }));
    syncSessionFromStorage();
    expect(getSession()?.idToken).toBe('theirs');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
