import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

describe('starting a second server on a busy port', () => {
  let busy: Server;
  let port: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('prints one clear line and stops before opening the embedded database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'queueless-busy-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use (is Queueless already running?). Stop that process or start with PORT=<another port>.`,
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});

describe('starting with a database that cannot be reached', () => {
  it('prints one line naming DATABASE_URL by host and port, never its password, and stops', async () => {
    // A port nothing listens on: taken from the kernel, then given back.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const dbPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const free = createServer();
    await new Promise<void>((resolve) => free.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const port = (free.address() as { port: number }).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));

    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://queueless:s3cret-password@127.0.0.1:${dbPort}/queueless`,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Cannot reach the database at 127.0.0.1:${dbPort}/queueless (DATABASE_URL): connection refused (is PostgreSQL running and listening there?).`,
    );
    expect(run.stdout + run.stderr).not.toContain('s3cret');
  });
});
