import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { joinUrl, MEDIA_KEY_PATTERN, type MediaStorage, type StoredMedia } from './media-storage.js';

/** An interrupted write's leftover (`{key}.{random}.partial`): listed, so the media sweep can remove it. */
const PARTIAL_SUFFIX = /\.[0-9a-f]{12}\.partial$/;

/**
 * Files under `{DATA_DIR}/media`, served by our own /media/ route (or by a CDN pulling from it when a public base
 * URL is set). A file is written beside its place and renamed into it, so it appears whole or not at all.
 */
export function createLocalMediaStorage({ root, publicBaseUrl }: { root: string; publicBaseUrl: string }) {
  function pathOf(key: string): string {
    if (!MEDIA_KEY_PATTERN.test(key.replace(PARTIAL_SUFFIX, ''))) throw new Error(`Not a media key: ${key}`);
    return join(root, key);
  }

  const storage: MediaStorage & { pathOf(key: string): string; root: string } = {
    kind: 'local',
    root,
    pathOf,

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },

    async *list(signal) {
      const shards = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const shard of shards) {
        if (!shard.isDirectory()) continue;
        for (const name of await readdir(join(root, shard.name))) {
          if (signal?.aborted) return;
          const path = join(root, shard.name, name);
          const info = await stat(path).catch(() => null);
          if (info?.isFile()) yield { key: `${shard.name}/${name}`, modifiedAt: info.mtime } satisfies StoredMedia;
        }
      }
    },

    urlOf: (key) => joinUrl(publicBaseUrl, key),
  };
  return storage;
}
export type LocalMediaStorage = ReturnType<typeof createLocalMediaStorage>;
