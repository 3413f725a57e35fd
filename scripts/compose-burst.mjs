#!/usr/bin/env node
// A burst of orders through a running compose stack while one API container is killed (docs/deploy.md §2, decision
// 082): what the clients saw on their first try, per status, and after retrying with the same Idempotency-Key as the
// phone does; then the database's count of orders made by the burst (each key once). For a staging stack (simulated
// payments, SEED_DEMO=true, order limits raised for the test), by hand, as root:
//   BASE=https://localhost:3245 TOKEN_SECRET=… NODE_EXTRA_CA_CERTS=caddy-root.crt \
//     node --import tsx scripts/compose-burst.mjs [--orders 200] [--parallel 8] [--kill queueless-api1] [--kill-after 50]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createOrder, endpointPath } from '@queueless/contracts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200' },
    parallel: { type: 'string', default: '8' },
    kill: { type: 'string', default: 'queueless-api1' },
    'kill-after': { type: 'string', default: '50' },
    engine: { type: 'string', default: 'podman' },
  },
});
const base = process.env.BASE ?? 'https://localhost:3245';
const total = Number(values.orders);
const parallel = Number(values.parallel);
const killAfter = Number(values['kill-after']);
const userId = 'DEMOUSERCUSTOMER00000020';
const tokens = createTokenService({ secret: process.env.TOKEN_SECRET ?? '', clock: () => new Date() });
const auth = `Bearer ${await tokens.signIdToken({ userId, phoneNumber: '+12135550120' })}`;
const run = randomUUID().slice(0, 8);

const firstTry = new Map();
const afterRetry = new Map();
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const orderIds = new Set();
let started = 0;
let killedAt = null;

async function post(key) {
  try {
    const response = await fetch(`${base}${endpointPath(createOrder, { userId })}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        userId,
        vendorLocationId: 'AD708',
        cartItems: [{ productId: 'AD708-LAGER', quantity: 1 }],
        tipPercentage: 0,
      }),
    });
    const text = await response.text();
    const orderId = response.ok ? JSON.parse(text).order?.orderId : null;
    return { status: String(response.status), empty: text.length === 0, orderId };
  } catch (error) {
    return { status: `network error (${error.cause?.code ?? error.message})`, empty: true, orderId: null };
  }
}

async function client() {
  while (started < total) {
    const index = started++;
    if (index === killAfter) {
      killedAt = Date.now();
      spawnSync(values.engine, ['kill', values.kill], { stdio: 'ignore' });
      console.log(`killed ${values.kill} after ${index} orders started`);
    }
    const key = `burst-${run}-${index}`;
    const first = await post(key);
    count(firstTry, first.empty && first.status !== '201' ? `${first.status} (empty body)` : first.status);
    let result = first;
    for (let attempt = 0; !result.orderId && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      result = await post(key);
    }
    count(afterRetry, result.orderId ? '201' : result.status);
    if (result.orderId) orderIds.add(result.orderId);
  }
}

const since = Date.now();
await Promise.all(Array.from({ length: parallel }, client));
const seconds = ((Date.now() - since) / 1000).toFixed(1);
const made = spawnSync(
  values.engine,
  [
    'exec',
    'queueless-db',
    'psql',
    '-U',
    'queueless',
    '-At',
    '-c',
    `select count(*), count(distinct idempotency_key) from orders where idempotency_key like 'burst-${run}-%'`,
  ],
  { encoding: 'utf8' },
).stdout.trim();
console.log(
  `${total} orders, ${parallel} at a time, ${seconds} s; ${values.kill} killed ${killedAt ? 'mid-burst' : 'never'}`,
);
console.log('first try:   ', Object.fromEntries(firstTry));
console.log('after retry: ', Object.fromEntries(afterRetry));
console.log(`distinct orders answered: ${orderIds.size}; in the database (orders, distinct keys): ${made}`);
