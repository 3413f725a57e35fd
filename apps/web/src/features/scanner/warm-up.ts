import { canDecodeInWorker, getQrDecoder } from './qr-decoder';

/**
 * Starts the decoder (worker and WebAssembly) in the background once the page is idle, so the scanner a tap away
 * reads its first frame at once.
 */
export function warmUpQrDecoder(): () => void {
  if (!canDecodeInWorker()) return () => {};
  const start = () => void getQrDecoder();
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 500);
  return () => clearTimeout(timer);
}
