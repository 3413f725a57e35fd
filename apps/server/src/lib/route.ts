import type { EndpointDeclaration } from '@queueless/contracts';
import type {
  ContextConfigDefault,
  FastifySchema,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types.js';

type SchemaOf<E extends EndpointDeclaration> = {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
  response: E['response'];
};

type Handler<E extends EndpointDeclaration> = RouteHandlerMethod<
  AppInstance['server'],
  Parameters<RouteHandlerMethod>[0]['raw'],
  Parameters<RouteHandlerMethod>[1]['raw'],
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * Registers one contract endpoint: its method, path and schemas come from the declaration in
 * `packages/contracts`, so the route file holds only what the handler does.
 */
export function registerEndpoint<const E extends EndpointDeclaration>(
  app: AppInstance,
  endpoint: E,
  handler: Handler<E>,
  options: Omit<RouteShorthandOptions, 'schema'> = {},
): void {
  const schema: FastifySchema & Record<string, unknown> = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: endpoint.response } : {}),
    ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
  };
  app.route({ ...options, method: endpoint.method, url: endpoint.path, schema, handler: handler as never });
}
