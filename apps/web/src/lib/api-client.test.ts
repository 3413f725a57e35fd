import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedListener, toApiError } from './api-client';
import { setSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedListener(null);
  setSession(null);
});

function lastInit(): RequestInit {
  return fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
}

describe('toApiError', () => {
  it('reads status, code, message and details from the error body', async () => {
    const error = await toApiError(
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'Bad input.', details: [{ path: 'phoneNumber' }] } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad input.' });
    expect(error.details).toEqual([{ path: 'phoneNumber' }]);
  });

  it('copes with a body that is not ours', async () => {
    const html = await toApiError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(html).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Request failed (502).' });
    const other = await toApiError(json(500, { message: 'nope' }));
    expect(other).toMatchObject({ status: 500, code: 'HTTP_500' });
  });
});

describe('apiRequest', () => {
  it('sends JSON and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest('/x-service/v1/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('builds the query string', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/vendor-location-service/v1/vendor-location', {
      query: { vendorLocationId: 'AD708', x: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/vendor-location-service/v1/vendor-location?vendorLocationId=AD708');
  });

  it('throws the API error as an ApiError', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many.' } }));
    await expect(
      apiRequest('/auth-service/v1/passwordless/verify', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many.' });
  });

  it('adds the bearer token of a live session, and not of an expired one', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const user = { userId: 'u1', phoneNumber: '+12135550120' };
    setSession({ idToken: 'live-token', expiresAt: Date.now() + 60 * 60_000, user });
    await apiRequest('/vendor-auth-service/v1/vendors/v1/user-role');
    expect(new Headers(lastInit().headers).get('authorization')).toBe('Bearer live-token');

    await apiRequest('/auth-service/v1/token/refresh', { method: 'POST', anonymous: true });
    expect(new Headers(lastInit().headers).get('authorization')).toBeNull();

    setSession({ idToken: 'old-token', expiresAt: Date.now() - 1000, user });
    await apiRequest('/vendor-service/v1/vendor');
    expect(new Headers(lastInit().headers).get('authorization')).toBeNull();
  });

  it('includes cookies for the identity service only', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiRequest('/auth-service/v1/token/refresh', { method: 'POST' });
    expect(lastInit().credentials).toBe('include');
    await apiRequest('/vendor-service/v1/vendor');
    expect(lastInit().credentials).toBe('same-origin');
  });

  it('tells the session owner when a token is refused', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    setSession({ idToken: 't', expiresAt: Date.now() + 60 * 60_000, user: { userId: 'u', phoneNumber: '+1' } });
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } }));
    await expect(apiRequest('/order-service/v1/users/u/orders')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/vendor-service/v1/vendor')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives up after 10 s with TIMEOUT', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const request = apiRequest('/vendor-service/v1/vendor');
    const outcome = expect(request).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes a caller abort through untouched (react-query cancels this way)', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const request = apiRequest('/vendor-service/v1/vendor', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
