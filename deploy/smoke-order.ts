// One order through a deployed stack, as a customer's phone makes it: the menu, an order, the order-status event
// stream opened, the simulated payment confirmed, and the stream saying PAID. For a staging install (simulated
// payments, SEED_DEMO=true); it signs the demo customer's id token with the stack's TOKEN_SECRET. Built with the server
// (apps/server/dist/smoke-order.js), so it runs from a production install and from the image (decision 082):
//   BASE=https://orders.example.com TOKEN_SECRET=… npm run smoke
//   podman run --rm --network host -e BASE=https://localhost:8443 -e TOKEN_SECRET=… \
//     -e NODE_EXTRA_CA_CERTS=/ca.crt -v ./caddy-root.crt:/ca.crt:ro localhost/queueless:0.2.0 npm run smoke
//   (a private CA, such as Caddy's `tls internal`: its root certificate, docs/deploy.md §2 says where it is)
import { createTokenService } from '../apps/server/src/lib/tokens.js';

const base = process.env.BASE ?? 'https://localhost:8443';
const location = process.env.LOCATION ?? 'AD708';
const productId = process.env.PRODUCT ?? 'AD708-LAGER';
const userId = process.env.USER_ID ?? 'DEMOUSERCUSTOMER00000020';
const phoneNumber = process.env.PHONE ?? '+12135550120';
const tokens = createTokenService({ secret: process.env.TOKEN_SECRET ?? '', clock: () => new Date() });
const auth = { authorization: `Bearer ${await tokens.signIdToken({ userId, phoneNumber })}` };

function fail(message: string): never {
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
