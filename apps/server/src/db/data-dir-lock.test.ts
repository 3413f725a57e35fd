import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataDirInUseError, openDatabase } from './client.js';

describe('the embedded data folder', () => {
  it('is opened by one process at a time: a second open is refused with a clear message until the first closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'queueless-lock-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(`The embedded database in ${dataDir} is open in another Queueless process`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await again.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await again.close();
  }, 60_000);
});
