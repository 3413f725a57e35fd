import { t } from '@lingui/core/macro';
import type { EndpointDeclaration, EndpointResponse, PathParams } from '@queueless/contracts/endpoint';
import { endpointPath } from '@queueless/contracts/endpoint';
import {
  type CallOptions,
  currentBearerToken,
  type EndpointRef,
  errorFromBody,
  networkError,
  reportUnauthorized,
  timeoutError,
} from './api-client';

export type UploadOptions<E extends EndpointDeclaration> = Pick<CallOptions<E>, 'params' | 'signal' | 'timeoutMs'> & {
  form: FormData;
  /** Called as the bytes go up: 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Sends a form (a file) to a declared endpoint with the api client's token and errors, by XMLHttpRequest: fetch
 * cannot tell how much of a request has gone up, and a photo on a phone link takes long enough to want a bar.
 */
export function uploadToEndpoint<E extends EndpointDeclaration>(
  endpoint: E | EndpointRef<E>,
  { params, signal, timeoutMs, form, onProgress }: UploadOptions<E>,
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointPath(endpoint, (params ?? {}) as PathParams<E['path']>));
    if (timeoutMs) request.timeout = timeoutMs;
    request.setRequestHeader('accept', 'application/json');
    const token = currentBearerToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      settle();
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== null) {
        resolve(body as EndpointResponse<E>);
        return;
      }
      if (request.status === 401 && token) reportUnauthorized();
      const status = request.status;
      reject(errorFromBody(status, body, t`Upload failed (${status}).`));
    };
    request.onerror = () => {
      settle();
      reject(networkError());
    };
    request.ontimeout = () => {
      settle();
      reject(timeoutError());
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) request.abort();
    else request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
