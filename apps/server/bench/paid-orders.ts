import { confirmSimulatedPayment, createOrder, endpointPath, markOrderPaid } from '@queueless/contracts';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';
import { orderItems, orders, paymentIntents } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';

type Customer = { userId: string; token: string };

async function call<T>(url: string, init: { method: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One order paid the way a customer pays it: create, confirm the simulated payment, markPaid. */
export async function placePaidOrder(baseUrl: string, customer: Customer, vendorLocationId: string): Promise<string> {
  const ordersUrl = `${baseUrl}${endpointPath(createOrder, { userId: customer.userId })}`;
  const created = await call<{ order: { orderId: string }; paymentIntentId: string; clientSecret: string }>(ordersUrl, {
    method: 'POST',
    token: customer.token,
    body: {
      userId: customer.userId,
      vendorLocationId,
      cartItems: [
        { productId: 'AD708-LAGER', quantity: 1 },
        { productId: 'AD708-TEE-M', quantity: 1 },
      ],
      tipPercentage: 15,
    },
  });
  await call(`${baseUrl}${endpointPath(confirmSimulatedPayment, { paymentIntentId: created.paymentIntentId })}`, {
    method: 'POST',
    body: { clientSecret: created.clientSecret, paymentMethod: { type: 'wallet' } },
  });
  const { orderId } = created.order;
  const paid = await call<{ order: { status: string } }>(
    `${baseUrl}${endpointPath(markOrderPaid, { userId: customer.userId, orderId })}`,
    {
      method: 'PUT',
      token: customer.token,
    },
  );
  if (paid.order.status !== 'PAID') throw new Error(`template order ${orderId} is ${paid.order.status}, not PAID`);
  return orderId;
}

/**
 * `INSERT ... SELECT` of the table's row whose `key` column equals $3, once per pair of new ids in $1
 * (order ids) and $2 (payment intent ids); `replace` gives the SQL of the columns that differ per copy,
 * null leaves one out. Every other column is copied as it is, so the copies follow the schema.
 */
function copySql(table: PgTable, key: string, replace: Record<string, string | null>): string {
  const names = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => replace[name] !== null);
  const values = names.map((name) => replace[name] ?? `t.${name}`);
  return `insert into ${getTableName(table)} (${names.join(', ')})
    select ${values.join(', ')}
    from unnest($1::text[], $2::text[]) as ids(order_id, payment_intent_id)
    cross join ${getTableName(table)} t
    where t.${key} = $3`;
}

/**
 * `count` copies of a paid order (its row, its lines and its succeeded payment intent), each with
 * its own ids, in three bulk statements. Answers the new order ids.
 */
export async function copyPaidOrder(database: Database, templateId: string, count: number): Promise<string[]> {
  const orderIds = Array.from({ length: count }, () => newId(24));
  const intentIds = orderIds.map(() => `pi_sim_${newId(24)}`);
  const [template] = await database.query<{ payment_intent_id: string }>(
    'select payment_intent_id from orders where order_id = $1',
    [templateId],
  );
  if (!template) throw new Error(`no template order ${templateId}`);
  await database.query(
    copySql(paymentIntents, 'payment_intent_id', {
      payment_intent_id: 'ids.payment_intent_id',
      order_id: 'ids.order_id',
      client_secret: `ids.payment_intent_id || '_secret_' || md5(ids.order_id)`,
      idempotency_key: `'order:' || ids.order_id || ':create'`,
      metadata: `t.metadata || jsonb_build_object('orderId', ids.order_id)`,
    }),
    [orderIds, intentIds, template.payment_intent_id],
  );
  await database.query(
    copySql(orders, 'order_id', { order_id: 'ids.order_id', payment_intent_id: 'ids.payment_intent_id' }),
    [orderIds, intentIds, templateId],
  );
  await database.query(copySql(orderItems, 'order_id', { id: null, order_id: 'ids.order_id' }), [
    orderIds,
    intentIds,
    templateId,
  ]);
  await database.query('analyze orders, order_items, payment_intents');
  return orderIds;
}
