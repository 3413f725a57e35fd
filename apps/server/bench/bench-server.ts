import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { orderItems, orders } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';

/**
 * The API as `npm start` runs it, plus two baseline routes that exist only here:
 * a bare route answering a constant, a bare INSERT ... RETURNING of the rows an order create writes, and this
 * process's memory and event-loop delay since the last reading.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({ config, database, logger: false, serveWeb: false });

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
app.get('/bench/process', async () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const reading = {
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    loopDelayMs: { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) },
  };
  loopDelay.reset();
  return reading;
});

app.get('/bench/constant', async () => ({ ok: true }));

app.post('/bench/insert', async () => {
  const orderId = newId();
  return database.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderId,
        userId: 'DEMOUSERCUSTOMER00000020',
        vendorLocationId: 'AD708',
        subtotalCents: 3800,
        taxCents: 371,
        tipCents: 570,
        totalCents: 4741,
        vendorAddress: { line1: '1111 S Figueroa St', line2: null, city: 'Los Angeles', state: 'CA', zip: '90015' },
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values([
        {
          orderId,
          lineNo: 1,
          productId: 'AD708-LAGER',
          name: 'House Lager',
          productType: 'ALCOHOLIC_ITEM',
          priceCents: 800,
          quantity: 1,
        },
        {
          orderId,
          lineNo: 2,
          productId: 'AD708-TEE-M',
          name: 'Queueless Tour Tee',
          variantName: 'M',
          productType: 'MERCHANDISE',
          priceCents: 3000,
          quantity: 1,
        },
      ])
      .returning();
    return { orderId: order?.orderId, items: items.length };
  });
});

await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
