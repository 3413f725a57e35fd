/** Small helpers for URLs the app builds (its page paths in lib/paths.ts, API calls in lib/api-client.ts). */

/** Appends a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Keeps a location's search string ("?a=1") on a new path, for redirects that only fix the path. */
export function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return search.startsWith('?') ? `${path}${search}` : `${path}?${search}`;
}
