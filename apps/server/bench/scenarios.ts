import { completeOrder, createOrder, endpointPath, getLocationProducts } from '@queueless/contracts';
import type autocannon from 'autocannon';
import type { Database } from '../src/db/client.js';
import { type AtRateRequest, type AtRateResult, runAtRate } from './at-rate.js';
import { copyPaidOrder, placePaidOrder } from './paid-orders.js';

export type BenchContext = {
  baseUrl: string;
  locationId: string;
  customer: { userId: string; phoneNumber: string; token: string };
  staff: { userId: string; phoneNumber: string; token: string };
  database: Database;
  /** Seconds each measurement runs. */
  duration: number;
};
type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Measure = (name: string, options: autocannon.Options) => Promise<Row>;
type MeasureAtRate = (
  name: string,
  options: { rate: number; connections: number; requests: AtRateRequest[] },
) => Promise<AtRateResult>;
export type Scenario = (context: BenchContext, measure: Measure, measureAtRate: MeasureAtRate) => Promise<string[]>;

const verdict = (ok: boolean, text: string) => `${ok ? 'PASS' : 'FAIL'}: ${text}`;

/** The goals of a measured path against its bare baseline: ≥ 50 % of its req/s, p99 < 50 ms. */
const againstBaseline = (what: string, measured: Row, baselineName: string, baseline: Row) => {
  const ratio = measured.rps / baseline.rps;
  return [
    verdict(
      ratio >= 0.5,
      `${what} ${measured.rps} req/s is ${(ratio * 100).toFixed(0)} % of ${baselineName} (goal ≥ 50 %)`,
    ),
    verdict(measured.p99 < 50, `${what} p99 ${measured.p99} ms (goal < 50 ms)`),
  ];
};

/** Menu read against a bare Fastify route returning a constant. */
const menuRead: Scenario = async ({ baseUrl, locationId }, measure) => {
  const bare = await measure('baseline: bare route, constant', { url: `${baseUrl}/bench/constant` });
  const menu = await measure('GET menu (inventory of AD708)', {
    url: `${baseUrl}${endpointPath(getLocationProducts, { vendorLocationId: locationId })}`,
  });
  return againstBaseline('menu read', menu, 'the bare route', bare);
};

/** Order create against a bare INSERT ... RETURNING of the same rows through the same pool. */
const orderCreate: Scenario = async ({ baseUrl, locationId, customer }, measure) => {
  const bare = await measure('baseline: bare INSERT ... RETURNING (order + 2 lines)', {
    url: `${baseUrl}/bench/insert`,
    method: 'POST',
  });
  const body = JSON.stringify({
    userId: customer.userId,
    vendorLocationId: locationId,
    cartItems: [
      { productId: 'AD708-LAGER', quantity: 1 },
      { productId: 'AD708-TEE-M', quantity: 1 },
    ],
    tipPercentage: 15,
  });
  const create = await measure('POST order create (2 lines, payment intent)', {
    url: `${baseUrl}${endpointPath(createOrder, { userId: customer.userId })}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body,
  });
  return againstBaseline('order create', create, 'the bare insert', bare);
};

/**
 * Staff completion at a fixed offered load of 1,000 req/s (see at-rate.ts), each request completing
 * its own PAID order: completing a completed order is a cheaper path. The orders are copies of one
 * paid through the API. A short run at the same rate first warms the path (JIT, prepared statements).
 */
const orderComplete: Scenario = async (context, _measure, measureAtRate) => {
  const { baseUrl, locationId, customer, staff, database, duration } = context;
  const rate = 1000;
  const connections = 50;
  const warmupSeconds = 2;
  // The capacity run offers far more than any server here answers: it becomes as-fast-as-answered.
  const capacityRate = 4000;
  const capacitySeconds = 3;
  const allIds = await copyPaidOrder(
    database,
    await placePaidOrder(baseUrl, customer, locationId),
    rate * (warmupSeconds + duration) + capacityRate * capacitySeconds,
  );
  const orderIds = allIds.slice(0, rate * (warmupSeconds + duration));
  const capacityIds = allIds.slice(rate * (warmupSeconds + duration));
  const completeRequest = (orderId: string) => ({
    method: 'PUT',
    path: endpointPath(completeOrder, { userId: 'staff', orderId }),
    headers: { authorization: `Bearer ${staff.token}` },
  });
  const warmupIds = orderIds.slice(0, rate * warmupSeconds);
  const measuredIds = orderIds.slice(rate * warmupSeconds);
  await runAtRate({ baseUrl, rate, connections, requests: warmupIds.map(completeRequest) });
  const result = await measureAtRate(
    `PUT order complete (${rate.toLocaleString('en-US')} req/s offered, each a PAID order)`,
    {
      rate,
      connections,
      requests: measuredIds.map(completeRequest),
    },
  );
  for (const [response, count] of result.refused) console.log(`  non-2xx ×${count}: ${response}`);
  // How many completions/s this machine answers at all, to read the fixed-rate result against.
  const capacity = await measureAtRate(
    'PUT order complete, 4,000 req/s offered: capacity (its latencies are queueing)',
    {
      rate: capacityRate,
      connections,
      requests: capacityIds.map(completeRequest),
    },
  );

  const [stored] = await database.query<{ complete: number; audited: number }>(
    `select count(*) filter (where status = 'COMPLETE')::int as complete,
       (select count(*)::int from audit_log where action = 'order.complete' and entity_id = any($1)) as audited
     from orders where order_id = any($1)`,
    [measuredIds],
  );
  const storedText = `${result.ok} completions answered 2xx; ${stored?.complete} of the ${measuredIds.length} orders are COMPLETE, with ${stored?.audited} order.complete audit records`;
  console.log(`  ${storedText}`);
  const non2xx = [...result.refused.values()].reduce((sum, count) => sum + count, 0);
  const isOnRate = result.rps >= rate * 0.98;
  return [
    verdict(
      result.p99 < 20 && isOnRate && result.errors === 0 && non2xx === 0,
      `order complete p99 ${result.p99} ms (max ${result.max} ms) at ${result.rps} req/s achieved of ${rate} offered (one request due every ${1000 / rate} ms, its latency counted from then), ${result.errors} errors, ${non2xx} non-2xx (goal p99 < 20 ms at 1,000 req/s, all 2xx); this machine completes at most ${capacity.rps}/s, so ${rate}/s offered keeps it ${Math.min(100, Math.round((rate / capacity.rps) * 100))} % busy`,
    ),
    verdict(stored?.complete === result.ok && stored?.audited === result.ok, storedText),
  ];
};

export const scenarios: Scenario[] = [menuRead, orderCreate, orderComplete];
