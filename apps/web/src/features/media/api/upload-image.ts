import { MEDIA_MAX_UPLOAD_BYTES, mediaMessages, type UploadedImage, uploadVendorImage } from '@queueless/contracts';
import { ApiError } from '#web/lib/api-client';
import { uploadToEndpoint } from '#web/lib/api-upload';

/** A photo on a phone link (1.6 Mbps up: 10 MB takes under a minute) has this long. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadOptions = {
  /** Called as the bytes go up: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one product photo for a vendor (MANAGER and above): `{imageUrl, width, height}`, the URL a product's
 * `imageUrls` takes, with its progress. A file over 10 MB is refused here without sending it; the server checks
 * everything again (the bytes, not the name).
 */
export function uploadImage(
  vendorId: string,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
    return Promise.reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', mediaMessages.tooLarge));
  }
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo');
  return uploadToEndpoint(uploadVendorImage, {
    params: { vendorId },
    form,
    onProgress,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
