import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function listRepositories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listRepositories(path);
    return entry.name.endsWith('.repo.ts') ? [path] : [];
  });
}

/** Writes an audit row: the helpers that do, or an insert into the audit table. */
const writesAudit = /\b(recordAudit|auditedChange|auditInsertFrom)\(|insert\(auditLog\)/;

describe('audit rows', () => {
  it('are written by services, through auditedChange: no repository writes one (decision 080)', () => {
    const repositories = listRepositories(modulesDir).filter((path) => !path.includes(`${join('modules', 'audit')}`));
    expect(repositories.length).toBeGreaterThan(20);
    const writers = repositories
      .filter((path) => writesAudit.test(readFileSync(path, 'utf8')))
      .map((path) => relative(modulesDir, path));
    // The one exception: the bar's completion is a single prepared statement whose CTE writes the audit row with the
    // change (its busiest staff call; decision 080 says why it stays).
    expect(writers).toEqual(['pickup/pickup.repo.ts']);
  });
});
