import openapiTS, { astToString } from 'openapi-typescript';

export const CLIENT_TYPES_FILE = new URL('./api-types.ts', import.meta.url);
export const REGENERATE = 'npx tsx apps/server/test/openapi/generate-client-types.ts';

/** The generated client's types (openapi-typescript) for `document`, as committed in api-types.ts. */
export async function clientTypesOf(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  return `// Generated from /openapi.json by openapi-typescript: do not edit; run \`${REGENERATE}\`.\n${astToString(ast)}`;
}
