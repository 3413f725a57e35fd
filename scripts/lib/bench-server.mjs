// The server the benchmark scripts measure, started as the e2e journeys start it (e2e/test-server.ts): our server
// from source serving the production web build, on a fresh embedded database in a temporary folder, with the demo
// seed and simulated payments. Run the scripts with `node --import tsx`, which lets this import the TypeScript helper.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testServerCommand, testServerEnv } from '../../e2e/test-server.ts';

/**
 * Starts the server on `port` with its database in a new temporary folder named after `name`, and resolves once
 * /readyz answers (it gives up after about two minutes, or as soon as the server exits). `stop()` ends the server's
 * process group, waits for it to exit and deletes the folder.
 */
export async function startBenchServer({ port, name }) {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `queueless-${name}-`));
  const [command, ...args] = testServerCommand;
  const server = spawn(command, args, {
    env: { ...process.env, ...testServerEnv({ port, dataDir }) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (i > 240 || server.exitCode !== null) {
      await stop();
      throw new Error(`The server did not start on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop };
}
