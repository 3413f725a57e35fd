/**
 * Whether an If-None-Match header names the current ETag, so the answer can be 304 Not Modified.
 * RFC 9110 13.1.2: `*` matches anything, and the comparison is weak (a `W/` prefix is ignored).
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = stripWeak(etag);
  return ifNoneMatch.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
