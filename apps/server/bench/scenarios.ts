import type autocannon from 'autocannon';
import type { Database } from '../src/db/client.js';

export type BenchContext = {
  baseUrl: string;
  locationId: string;
  customer: { userId: string; phoneNumber: string; token: string };
  staff: { userId: string; phoneNumber: string; token: string };
  database: Database;
};
type Row = { name: string; rps: number; p50: number; p99: number };
type Measure = (name: string, options: autocannon.Options) => Promise<Row>;
export type Scenario = (context: BenchContext, measure: Measure) => Promise<string[]>;

const verdict = (ok: boolean, text: string) => `${ok ? 'PASS' : 'FAIL'}: ${text}`;

/** Menu read against a bare Fastify route returning a constant. */
const menuRead: Scenario = async ({ baseUrl, locationId }, measure) => {
  const bare = await measure('baseline: bare route, constant', { url: `${baseUrl}/bench/constant` });
  const menu = await measure('GET menu (inventory of AD708)', {
    url: `${baseUrl}/inventory-service/v1/vendor-locations/${locationId}/products`,
  });
  const ratio = menu.rps / bare.rps;
  return [
    verdict(
      ratio >= 0.5,
      `menu read ${menu.rps} req/s is ${(ratio * 100).toFixed(0)} % of the bare route (goal ≥ 50 %)`,
    ),
    verdict(menu.p99 < 50, `menu read p99 ${menu.p99} ms (goal < 50 ms)`),
  ];
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
    url: `${baseUrl}/order-service/v1/users/${customer.userId}/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body,
  });
  const ratio = create.rps / bare.rps;
  return [
    verdict(
      ratio >= 0.5,
      `order create ${create.rps} req/s is ${(ratio * 100).toFixed(0)} % of the bare insert (goal ≥ 50 %)`,
    ),
    verdict(create.p99 < 50, `order create p99 ${create.p99} ms (goal < 50 ms)`),
  ];
};

export const scenarios: Scenario[] = [menuRead, orderCreate];
