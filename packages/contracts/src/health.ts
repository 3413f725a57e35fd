import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { errorBodySchema } from './errors.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ok'), database: z.string() });

// ---------------------------------------------------------------- endpoints

/** The process answers (a load balancer's liveness check). */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  tags: ['health'],
  response: { 200: healthResponseSchema },
});

/** The database answers too; 503 with Retry-After when it does not. */
export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  tags: ['health'],
  response: { 200: readyResponseSchema, 503: errorBodySchema },
});
