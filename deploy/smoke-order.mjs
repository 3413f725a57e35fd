#!/usr/bin/env node
// One order through a deployed stack, as a customer's phone makes it: the menu, an order, the order-status event
// stream opened, the simulated payment confirmed, and the stream saying PAID. For a staging install (simulated
// payments, SEED_DEMO=true); it signs the demo customer's id token with the stack's TOKEN_SECRET.
//   BASE=https://localhost:8443 TOKEN_SECRET=… node deploy/smoke-order.mjs
//   (a private CA, such as Caddy's `tls internal`: NODE_EXTRA_CA_CERTS=…/pki/authorities/local/root.crt)
import { createTokenService } from '../apps/server/src/lib/tokens.ts';

const base = process.env.BASE ?? 'https://localhost:8443';
const location = process.env.LOCATION ?? 'AD708';
const productId = process.env.PRODUCT ?? 'AD708-LAGER';
const userId = process.env.USER_ID ?? 'DEMOUSERCUSTOMER00000020';
const phoneNumber = process.env.PHONE ?? '+12135550120';
const tokens = createTokenService({ secret: process.env.TOKEN_SECRET ?? '', clock: () => new Date() });
const auth = { authorization: `Bearer ${await tokens.signIdToken({ userId, phoneNumber })}` };

function fail(message) {
  console.error(`FAIL ${message}`);
  process.exit(1);
}

const menu = await fetch(`${base}/inventory-service/v1/vendor-locations/${location}/products`);
console.log(`menu       ${menu.status} ${menu.headers.get('content-encoding') ?? 'identity'}`);
if (!menu.ok) fail('menu');
const created = await fetch(`${base}/order-service/v1/users/${userId}/orders`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({
    userId,
    vendorLocationId: location,
    cartItems: [{ productId, quantity: 1 }],
    tipPercentage: 0,
  }),
});
const order = await created.json();
console.log(`order      ${created.status} ${order.order?.orderId} ${order.order?.status}`);
if (!created.ok || !order.clientSecret) fail(JSON.stringify(order));

const events = await fetch(`${base}/order-service/v1/users/${userId}/orders/${order.order.orderId}/events`, {
  headers: auth,
});
console.log(`events     ${events.status} ${events.headers.get('content-type')}`);
const reader = events.body.getReader();
const decoder = new TextDecoder();
let seen = '';
const paid = (async () => {
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    seen += decoder.decode(value);
    if (seen.includes('"status":"PAID"')) return true;
  }
})();
await new Promise((resolve) => setTimeout(resolve, 300));
const sentAt = Date.now();
const confirm = await fetch(`${base}/payment-service/v1/simulated/payment-intents/${order.paymentIntentId}/confirm`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ clientSecret: order.clientSecret, paymentMethod: { type: 'wallet' } }),
});
console.log(`payment    ${confirm.status}`);
const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 10_000));
const ok = await Promise.race([paid, timeout]);
await reader.cancel();
if (!ok) fail('the event stream never said PAID (buffered by the proxy?)');
console.log(`stream     PAID ${Date.now() - sentAt} ms after the payment was sent`);
