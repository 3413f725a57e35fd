import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@queueless/contracts';
import { type EndpointDeclaration, endpointErrors } from '@queueless/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/modules');

/** The modules whose handlers are walked (issue 41): each code they throw is in their endpoints' descriptions. */
const WALKED_MODULES = ['integrations', 'stations', 'connect', 'offline'];

type Fn = { codes: Set<string>; calls: Set<string> };

/** Functions of other folders these modules call whose codes the walk cannot see in the module itself. */
const OUTSIDE_CODES = new Map<string, string[]>([
  // providers/provider-failure.ts: a payment provider's failure is PROVIDER_FAILED (decision 038).
  ['callPaymentProvider', ['PROVIDER_FAILED']],
]);

/** `new AppError('CODE', …)` codes thrown in `node` and the names it calls (`f(…)`, `x.f(…)`), nested functions left out. */
function readBody(node: ts.Node, into: Fn): void {
  const visit = (child: ts.Node) => {
    if (ts.isNewExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'AppError') {
      const [first] = child.arguments ?? [];
      if (first && ts.isStringLiteralLike(first)) into.codes.add(first.text);
    }
    if (ts.isCallExpression(child)) {
      const callee = child.expression;
      if (ts.isIdentifier(callee)) into.calls.add(callee.text);
      else if (ts.isPropertyAccessExpression(callee)) into.calls.add(callee.name.text);
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
}

function nameOf(node: ts.Node): string | null {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name))
    return node.name.text;
  if (
    (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) &&
    ts.isIdentifier(node.name) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
  )
    return node.name.text;
  return null;
}

/**
 * A module's functions by name (same-named ones merged, so the walk errs towards more codes) and its handlers: each
 * `registerEndpoint(app, declaration, handler)` with the codes its handler can reach through the module's own
 * functions and methods. Codes thrown by other modules (a role check's FORBIDDEN) come with the endpoint's kind.
 */
function readModule(module: string) {
  const dir = join(modulesDir, module);
  const functions = new Map<string, Fn>();
  const handlers: { endpoint: string; body: Fn }[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const name = nameOf(node);
      if (name) {
        const fn = functions.get(name) ?? { codes: new Set(), calls: new Set() };
        readBody(node, fn);
        functions.set(name, fn);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'registerEndpoint'
      ) {
        const [, declaration, handler] = node.arguments;
        if (declaration && ts.isIdentifier(declaration) && handler) {
          const body: Fn = { codes: new Set(), calls: new Set() };
          readBody(handler, body);
          handlers.push({ endpoint: declaration.text, body });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const reach = (start: Fn): Set<string> => {
    const codes = new Set(start.codes);
    const seen = new Set<string>();
    const queue = [...start.calls];
    while (queue.length > 0) {
      const name = queue.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      for (const code of OUTSIDE_CODES.get(name) ?? []) codes.add(code);
      const fn = functions.get(name);
      if (!fn) continue;
      for (const code of fn.codes) codes.add(code);
      queue.push(...fn.calls);
    }
    return codes;
  };
  return handlers.map(({ endpoint, body }) => ({ endpoint, thrown: [...reach(body)].sort() }));
}

describe('the errors lists of the integrations, stations, connect and offline endpoints', () => {
  it.each(WALKED_MODULES)('%s: name every code its handlers can throw', (module) => {
    const handlers = readModule(module);
    expect(handlers.length).toBeGreaterThan(0);
    const undeclared = handlers.flatMap(({ endpoint, thrown }) => {
      const declaration = (contracts as Record<string, unknown>)[endpoint] as EndpointDeclaration | undefined;
      if (!declaration) return [`${endpoint}: no such declaration`];
      const declared = new Set([...endpointErrors(declaration).values()].flat());
      return thrown.filter((code) => !declared.has(code as never)).map((code) => `${endpoint}: ${code}`);
    });
    expect(undeclared).toEqual([]);
  });
});
