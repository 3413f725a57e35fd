// @vitest-environment jsdom
import { endpointPath, refreshAccessToken } from '@queueless/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '#web/lib/session';
import { patiently } from '#web/test/waits';
import { refreshSession } from './session-refresh';

const user = { userId: 'user-1', phoneNumber: '+12135550120' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ idToken: 'old', expiresAt: Date.now() + 60_000, user });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('refreshSession', () => {
  it('stores the new token', async () => {
    fetchMock.mockResolvedValue(json(200, { idToken: 'new', expiresIn: 3600, user }));
    const session = await refreshSession();
    expect(session?.idToken).toBe('new');
    expect(getSession()?.idToken).toBe('new');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpointPath(refreshAccessToken));
    expect((init as RequestInit).credentials).toBe('include');
  });

  it('has only one refresh in flight: callers meanwhile share it', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const first = refreshSession();
    const second = refreshSession();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), patiently);
    answer(json(200, { idToken: 'new', expiresIn: 3600, user }));
    expect(await first).toEqual(await second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs out when the refresh is refused with 401', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_REFRESH_TOKEN', message: 'Ended.' } }));
    await expect(refreshSession()).resolves.toBeNull();
    expect(getSession()).toBeNull();
  });

  it('keeps the session on network trouble', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshSession()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(getSession()?.idToken).toBe('old');
  });
});
