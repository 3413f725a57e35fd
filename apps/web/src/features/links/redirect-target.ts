/**
 * How the page follows a target the server answered (the server has already applied the allow rule):
 * an absolute http(s) URL replaces the whole page, one of our paths is an in-app redirect, and
 * anything else is not followed at all.
 */
export type FollowTarget = { kind: 'external'; url: string } | { kind: 'path'; url: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

export function toFollowTarget(value: string): FollowTarget | null {
  if (!value || UNSAFE.test(value)) return null;
  if (/^https?:\/\/[^/]/i.test(value)) return { kind: 'external', url: value };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', url: value };
  return null;
}
