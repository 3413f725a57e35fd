import { scopeOfCall } from './api-key-scopes.js';

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
