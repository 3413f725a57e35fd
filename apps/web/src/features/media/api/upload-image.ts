import {
  type ErrorBody,
  MEDIA_MAX_UPLOAD_BYTES,
  mediaMessages,
  type UploadedImage,
  uploadVendorImage,
} from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { ApiError, currentBearerToken, reportUnauthorized, timeoutError } from '#web/lib/api-client';

/** A photo on a phone link (1.6 Mbps up: 10 MB takes under a minute) has this long. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadOptions = {
  /** Called as the bytes go up: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one product photo for a vendor (MANAGER and above): `{imageUrl, width, height}`, the URL a product's
 * `imageUrls` takes. XMLHttpRequest, not fetch, for the upload's progress. A file over 10 MB is refused here without
 * sending it; the server checks everything again (the bytes, not the name).
 */
export function uploadImage(
  vendorId: string,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
    return Promise.reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', mediaMessages.tooLarge));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointPath(uploadVendorImage, { vendorId }));
    request.timeout = UPLOAD_TIMEOUT_MS;
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
      if (request.status === 201 && body && typeof (body as UploadedImage).imageUrl === 'string') {
        resolve(body as UploadedImage);
        return;
      }
      if (request.status === 401 && token) reportUnauthorized();
      const error = (body as Partial<ErrorBody> | null)?.error;
      reject(
        error && typeof error.code === 'string'
          ? new ApiError(request.status, error.code, error.message, error.details)
          : new ApiError(request.status, `HTTP_${request.status}`, `Upload failed (${request.status}).`),
      );
    };
    request.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection and try again.'));
    };
    request.ontimeout = () => {
      settle();
      reject(timeoutError());
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'photo');
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
