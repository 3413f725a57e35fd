/**
 * The camera's decoder kept for offline use (decision 092, amended): the worker (qr-decoder.worker.ts, with the
 * ponyfill bundled in) and ZXing's WebAssembly. The service worker keeps /assets/ files in `ql-assets` as they are
 * fetched, so a device whose camera ran online has them; an offline-ready device that never started its camera
 * online fetches them into that cache now. Only their two names are in this module: nothing is downloaded
 * until a device asks, so a customer's first load is unchanged.
 */

import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import decoderWorkerUrl from './qr-decoder.worker.ts?worker&url';

/** The service worker's cache for hashed code (src/sw.ts). */
export const ASSETS_CACHE = 'ql-assets';
export const DECODER_FILES: readonly string[] = [decoderWorkerUrl, zxingWasmUrl];
type Environment = {
  caches: Pick<CacheStorage, 'open'> | undefined;
  /** The page's service worker, which answers /assets/ from `ql-assets` (src/sw.ts). */
  controller: object | null | undefined;
};

const browser = (): Environment => ({
  caches: globalThis.caches,
  controller: globalThis.navigator?.serviceWorker?.controller,
});

/** The decoder's files not yet in the service worker's cache (all of them where there is no Cache API). */
export async function missingDecoderFiles(
  files: readonly string[] = DECODER_FILES,
  env: Environment = browser(),
): Promise<string[]> {
  if (!env.caches) return [...files];
  const cache = await env.caches.open(ASSETS_CACHE);
  const found = await Promise.all(files.map((file) => cache.match(new URL(file, location.href).href)));
  return files.filter((_, index) => !found[index]);
}

/**
 * Makes sure the decoder is in the service worker's cache and answers whether it is: the files missing are fetched
 * into it in one step (`addAll` keeps all or none; with no network it keeps nothing and the answer is false, tried
 * again at the next sync). Without a service worker controlling the page (not installed yet, a development server)
 * nothing would serve them offline: the answer is false and nothing is fetched.
 */
export async function ensureDecoderCached(
  files: readonly string[] = DECODER_FILES,
  env: Environment = browser(),
): Promise<boolean> {
  if (!env.caches || !env.controller) return false;
  const missing = await missingDecoderFiles(files, env);
  if (missing.length === 0) return true;
  try {
    await (await env.caches.open(ASSETS_CACHE)).addAll(missing);
  } catch {
    return false;
  }
  return (await missingDecoderFiles(files, env)).length === 0;
}
