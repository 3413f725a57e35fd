import { scopeOfCall } from './api-key-scopes.js';

export const apiKeySecurityText =
  'A vendor’s API key (`Authorization: Bearer qlk_…`), made on the Integrations page by ADMIN and above: accepted on the staff calls its scopes open (each such call lists this scheme and names the scope in its security requirement), for its vendor and locations only.';

/**
 * Adds the API key to the security of the calls a key may make (the smallest addition to the description: the scope
 * map stays in `api-key-scopes.ts`). Leaves every other operation as the generator made it.
 */
export function withApiKeySecurity<T extends { schema: unknown }>(
  transformed: T,
  route: { method: string | string[]; url: string },
): T {
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const scope = method ? scopeOfCall(method, route.url) : undefined;
  const schema = transformed.schema as { security?: Record<string, string[]>[] } | undefined;
  if (!scope || !schema) return transformed;
  return { ...transformed, schema: { ...schema, security: [...(schema.security ?? []), { apiKeyAuth: [scope] }] } };
}
