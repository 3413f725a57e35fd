import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph, read from its source (every `import` and `export … from`, `import type` included, tests
 * left out): no file reaches itself through its imports, and no module reaches itself through other modules
 * (decision 080). A type-only loop counts too: it is how `app.services` once tied every module to every other.
 */
const sourceDir = dirname(fileURLToPath(import.meta.url));

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const importPattern = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

function readImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listSourceFiles(sourceDir)) {
    const targets = new Set<string>();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolve(dirname(file), specifier ?? '').replace(/\.js$/, '.ts');
      if (existsSync(target)) targets.add(relative(sourceDir, target));
    }
    graph.set(relative(sourceDir, file), [...targets]);
  }
  return graph;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), each of two or more. */
function findLoops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

describe("the server's imports", () => {
  const graph = readImportGraph();

  it('read the source (a pattern that found nothing would pass anything)', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('app.ts')).toContain('module-list.ts');
  });

  it('never loop back to the file they start from', () => {
    expect(findLoops(graph)).toEqual([]);
  });

  it('between modules go one way', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      const uses = modules.get(from) ?? new Set<string>();
      for (const to of targets.map(moduleOf)) if (to && to !== from) uses.add(to);
      modules.set(from, uses);
    }
    const moduleGraph = new Map([...modules].map(([name, uses]) => [name, [...uses]]));
    expect(findLoops(moduleGraph)).toEqual([]);
  });

  it("never build another module's repository: a module asks for the commands the other adds (decision 079)", () => {
    const built = [...graph.keys()].flatMap((file) => {
      const from = moduleOf(file);
      if (!from) return [];
      const source = readFileSync(join(sourceDir, file), 'utf8');
      const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/([\w-]+)\/index\.js'/g)];
      return imported.flatMap(
        ([, names, module]) =>
          (names ?? '').match(/\bcreate\w+Repo\b/g)?.map((name) => `${file} builds ${module}'s ${name}`) ?? [],
      );
    });
    expect(built).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findLoops(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
