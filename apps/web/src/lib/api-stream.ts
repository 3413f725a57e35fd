import { currentBearerToken, networkError, reportUnauthorized, timeoutError, toApiError } from './api-client';
import { REQUEST_TIMEOUT_MS } from './constants';

/**
 * Opens a server-sent event stream with the bearer token (EventSource cannot send headers). Answers the open
 * response, whose body the caller reads; a refusal becomes an ApiError like any other call's. It sits beside the
 * api client (whose token and errors it shares) so that only the order status page, which streams, loads it.
 */
export async function openEventStream(path: string, options: { signal: AbortSignal }): Promise<Response> {
  const headers = new Headers({ accept: 'text/event-stream' });
  const token = currentBearerToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  // The caller's signal ends the stream whenever it likes; our timeout covers opening it only.
  const controller = new AbortController();
  const forward = () => controller.abort(options.signal.reason);
  if (options.signal.aborted) forward();
  else options.signal.addEventListener('abort', forward, { once: true });
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin', cache: 'no-store', signal: controller.signal });
  } catch (error) {
    if (hasTimedOut) throw timeoutError();
    if (options.signal.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    if (response.status === 401 && token) reportUnauthorized();
    throw await toApiError(response);
  }
  return response;
}
