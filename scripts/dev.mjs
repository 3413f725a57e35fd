#!/usr/bin/env node
// `npm run dev`: the API with reload on :3001 and the Vite dev server with hot reload on :3000 (it proxies API calls).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@queueless/server'], {
    stdio: 'inherit',
    env: { PORT: '3001', PUBLIC_BASE_URL: 'http://localhost:3000', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@queueless/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
