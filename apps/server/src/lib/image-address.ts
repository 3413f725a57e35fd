import { AppError } from './app-error.js';

export const IMAGE_ADDRESS_MESSAGE = 'An image must be a path on this site (/…) or an address on the media host.';

/** Whether an image address may be saved: the CSP's img-src allows it, so the page shows it. */
export type ImageAddressRule = (url: string) => boolean;

/**
 * An image address the menu can show: a path on our origin, or an address on the configured media host (the only
 * other origin the CSP's img-src allows; decision 086). Any other https host was saved before and then blocked by
 * the browser: a broken image and a CSP violation on every menu view.
 */
export function imageAddressRule(mediaOrigin: string | null): ImageAddressRule {
  return (url) => {
    if (/^\/(?!\/)/.test(url)) return true;
    if (!mediaOrigin) return false;
    try {
      return new URL(url).origin === mediaOrigin;
    } catch {
      return false;
    }
  };
}

/** A 400 naming each image address the rule refuses (`field` and its index, as the body's schema names them). */
export function checkImageAddresses(isAllowed: ImageAddressRule, urls: readonly string[], field: string): void {
  const details = urls.flatMap((url, index) =>
    isAllowed(url) ? [] : [{ field: `${field}.${index}`, message: IMAGE_ADDRESS_MESSAGE }],
  );
  if (details.length > 0)
    throw new AppError('VALIDATION_FAILED', `${details[0]?.field}: ${IMAGE_ADDRESS_MESSAGE}`, details);
}
