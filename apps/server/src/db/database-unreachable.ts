/**
 * A PostgreSQL that cannot be reached when the server or a command starts: one line naming DATABASE_URL by its host and
 * port (never its password), instead of a driver's stack trace (decision 082).
 */
export class DatabaseUnreachableError extends Error {}

/** Why a first connection failed, in a few words, for the errors a wrong DATABASE_URL or a stopped server gives. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening there?)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was reset',
  '28P01': 'password authentication failed',
  '28000': 'this user may not connect',
  '3D000': 'that database does not exist (create it first: createdb, or CREATE DATABASE)',
  '57P03': 'PostgreSQL is starting up',
};

/** `host:port/database` of a connection string: what a person needs to find the server, without the credentials. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    return `${host}:${parsed.port || '5432'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
  } catch {
    return '(not a URL: postgres://user:password@host:5432/database)';
  }
}

/**
 * The error to stop with when a first query on DATABASE_URL failed; null when the failure is not about reaching the
 * database (it is thrown as it is).
 */
export function unreachableError(url: string, error: unknown): DatabaseUnreachableError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  const reason =
    (typeof code === 'string' ? REASONS[code] : undefined) ??
    (/timeout exceeded when trying to connect|Connection terminated/.test(message) ? 'no answer in time' : undefined);
  if (!reason) return null;
  return new DatabaseUnreachableError(
    `Cannot reach the database at ${describeDatabaseUrl(url)} (DATABASE_URL): ${reason}.`,
  );
}
