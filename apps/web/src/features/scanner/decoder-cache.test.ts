import { describe, expect, it, vi } from 'vitest';
import { ASSETS_CACHE, DECODER_FILES, ensureDecoderCached } from './decoder-cache';

const FILES = ['/assets/qr-decoder.worker-abc.js', '/assets/zxing_reader-def.wasm'];
const absolute = (file: string) => new URL(file, location.href).href;

/** The Cache API as far as the step uses it: one cache, its entries by URL; `addAll` keeps all or none. */
function fakeCaches({ isNetworkDown = false } = {}) {
  const kept = new Set<string>();
  const addAll = vi.fn(async (urls: string[]) => {
    if (isNetworkDown) throw new TypeError('Failed to fetch');
    for (const url of urls) kept.add(absolute(url));
  });
  const cache = { match: async (url: string) => (kept.has(url) ? new Response('') : undefined), addAll };
  const open = vi.fn(async (name: string) => {
    if (name !== ASSETS_CACHE) throw new Error(`unexpected cache ${name}`);
    return cache as unknown as Cache;
  });
  return { caches: { open }, kept, addAll };
}

describe('ensureDecoderCached', () => {
  it('the decoder is the worker and the WebAssembly, both under /assets/', () => {
    expect(DECODER_FILES).toHaveLength(2);
    expect(DECODER_FILES.some((file) => file.endsWith('.wasm'))).toBe(true);
  });

  it('fetches the missing files into the service worker cache, then answers ready', async () => {
    const { caches, kept, addAll } = fakeCaches();
    kept.add(absolute(FILES[0] ?? ''));
    expect(await ensureDecoderCached(FILES, { caches, controller: {} })).toBe(true);
    expect(addAll).toHaveBeenCalledWith([FILES[1]]);
    expect([...kept].sort()).toEqual(FILES.map(absolute).sort());
  });

  it('fetches nothing when everything is kept already', async () => {
    const { caches, kept, addAll } = fakeCaches();
    for (const file of FILES) kept.add(absolute(file));
    expect(await ensureDecoderCached(FILES, { caches, controller: {} })).toBe(true);
    expect(addAll).not.toHaveBeenCalled();
  });

  it('with no network keeps nothing and answers not ready (tried again at the next sync)', async () => {
    const { caches, kept } = fakeCaches({ isNetworkDown: true });
    expect(await ensureDecoderCached(FILES, { caches, controller: {} })).toBe(false);
    expect(kept.size).toBe(0);
  });

  it('without a service worker controlling the page (nothing would serve them offline) fetches nothing', async () => {
    const { caches, addAll } = fakeCaches();
    expect(await ensureDecoderCached(FILES, { caches, controller: null })).toBe(false);
    expect(await ensureDecoderCached(FILES, { caches: undefined, controller: {} })).toBe(false);
    expect(addAll).not.toHaveBeenCalled();
  });
});
