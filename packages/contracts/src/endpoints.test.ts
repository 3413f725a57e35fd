import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDeclaration } from './endpoint.js';
import * as contracts from './index.js';

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const endpoints = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, EndpointDeclaration] => isEndpoint(entry[1]),
);

describe('the declared endpoints', () => {
  it('declare each method and path once', () => {
    const routes = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('name the same parameters in the path and in the params schema', () => {
    for (const [name, endpoint] of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const inSchema = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect({ name, params: inSchema }).toEqual({ name, params: inPath });
    }
  });
});
