import { createHash } from 'node:crypto';
import {
  type ProductListResponse,
  productListResponseSchema,
  READ_LANGUAGES,
  type ReadLanguage,
} from '@queueless/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor, Unlisten } from '../../db/client.js';

/** The PostgreSQL channel a change of a location's menu is announced on; the payload is the location id. */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

/**
 * Announces that a location's menu changed. Call it inside the transaction that made the change:
 * PostgreSQL delivers it on commit to every API process, and never for a rollback.
 */
export async function publishMenuChanged(executor: Executor, vendorLocationId: string): Promise<void> {
  await executor.execute(sql`select ${menuChangedNotice(vendorLocationId)}`);
}

/** The announcement as an expression, for a statement that makes the change itself (same guarantees). */
export function menuChangedNotice(vendorLocationId: string | SQLWrapper): SQL {
  return sql`pg_notify(${MENU_CHANGED_CHANNEL}, ${vendorLocationId})`;
}

/** A menu as the API sends it: the JSON body, checked against the contract once, and its ETag. */
export type CachedMenu = { body: Buffer; etag: string };

export type MenuCache = ReturnType<typeof createMenuCache>;

/** Issue 44: a location's menu in each language customers read, read together and forgotten together. */
export type MenusByLanguage = Record<ReadLanguage, ProductListResponse>;

type Entry<Cached> = { menu: Cached; expiresAt: number };

/** A quoted strong ETag derived from the body, so every API process gives the same menu the same tag. */
export function serializeMenu(menu: ProductListResponse): CachedMenu {
  const body = Buffer.from(JSON.stringify(z.encode(productListResponseSchema, menu)));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Each language's menu serialized with its own ETag (the bodies differ, so do the tags). */
export function serializeMenus(menus: MenusByLanguage): Record<ReadLanguage, CachedMenu> {
  return Object.fromEntries(READ_LANGUAGES.map((language) => [language, serializeMenu(menus[language])])) as Record<
    ReadLanguage,
    CachedMenu
  >;
}

/**
 * Each API process keeps the serialized menu of the locations it has served, until a NOTIFY on
 * MENU_CHANGED_CHANNEL (from any process, this one included) or `invalidate` says a product there
 * changed. It caches only while it is listening: before LISTEN succeeds and while the connection
 * is lost every read goes to the database, and a lost connection drops everything (notifications
 * in the gap are gone). `ttlMs` bounds an entry's life in case a change was never announced.
 * Unknown locations (the loader throws) are never cached.
 */
export function createMenuCache<Loaded = ProductListResponse, Cached = CachedMenu>(deps: {
  database: Pick<Database, 'listen'>;
  load: (vendorLocationId: string) => Promise<Loaded>;
  /** How a loaded menu is kept; serializeMenu by default (issue 44: serializeMenus, one per language). */
  serialize?: (loaded: Loaded) => Cached;
  log: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const { database, load, log, ttlMs = 5000, maxEntries = 1000, now = Date.now } = deps;
  const serialize = deps.serialize ?? (serializeMenu as unknown as (loaded: Loaded) => Cached);
  const entries = new Map<string, Entry<Cached>>();
  /** Reads under way, so a cold menu costs one query however many ask at once. */
  const loading = new Map<string, Promise<Cached>>();
  let isListening = false;
  let unlisten: Unlisten | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  function invalidate(vendorLocationId: string) {
    entries.delete(vendorLocationId);
    // A read that started before the change must not store what it read.
    loading.delete(vendorLocationId);
  }

  function clear() {
    entries.clear();
    loading.clear();
  }

  function store(vendorLocationId: string, menu: Cached) {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.delete(vendorLocationId);
    entries.set(vendorLocationId, { menu, expiresAt: now() + ttlMs });
  }

  function fill(vendorLocationId: string): Promise<Cached> {
    const reading: Promise<Cached> = load(vendorLocationId)
      .then(serialize)
      .then(
        (menu) => {
          // Still the current read: nothing changed the menu while it ran.
          if (loading.get(vendorLocationId) === reading) {
            loading.delete(vendorLocationId);
            if (isListening) store(vendorLocationId, menu);
          }
          return menu;
        },
        (error: unknown) => {
          if (loading.get(vendorLocationId) === reading) loading.delete(vendorLocationId);
          throw error;
        },
      );
    loading.set(vendorLocationId, reading);
    return reading;
  }

  async function start(): Promise<void> {
    if (closed || unlisten) return;
    try {
      const stop = await database.listen(MENU_CHANGED_CHANNEL, invalidate, {
        onLost() {
          isListening = false;
          clear();
        },
        onResume() {
          clear();
          isListening = true;
        },
      });
      if (closed) return void (await stop());
      unlisten = stop;
      isListening = true;
    } catch (error) {
      log.warn({ err: error }, 'menu cache cannot listen for changes; menus are read from the database');
      if (!closed) retry = setTimeout(() => void start(), 1000);
    }
  }

  return {
    /** Starts listening for changes; until then (and if it fails, until a retry succeeds) nothing is cached. */
    start,

    /** The menu of a location, from memory when it is there and fresh. Throws what the loader throws. */
    async get(vendorLocationId: string): Promise<Cached> {
      const entry = entries.get(vendorLocationId);
      if (entry && entry.expiresAt > now()) return entry.menu;
      if (!isListening) return serialize(await load(vendorLocationId));
      return loading.get(vendorLocationId) ?? fill(vendorLocationId);
    },

    /** Forgets a location's menu in this process, at once (other processes hear the NOTIFY). */
    invalidate,

    /** How many menus are held; for tests. */
    size: () => entries.size,

    async close(): Promise<void> {
      closed = true;
      isListening = false;
      if (retry) clearTimeout(retry);
      clear();
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
