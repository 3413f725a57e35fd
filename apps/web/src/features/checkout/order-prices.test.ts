import { describe, expect, it } from 'vitest';
import { addToCart, createCart } from '#web/features/cart/cart';
import { summarizeCart } from '#web/features/cart/cart-lines';
import { makeOrder, makeOrderLine, makeProduct } from '#web/test/factories';
import { makeMargarita } from '#web/test/menus';
import { movedPricesNotice } from './moved-prices';
import { orderLinePrices, priceByOrder } from './order-prices';

const t0 = new Date('2026-11-28T20:00:00.000Z');
const lager = makeProduct({ productId: 'LAGER', price: '8.00' });
const donJulio = { optionId: 'O-DJ', quantity: 1 };
// Two lines of one product told apart by their choices, and a plain one.
const cart = addToCart(
  addToCart(addToCart(createCart('AD708', t0), 'MARG', 1, t0, 10, 'Margarita', { options: [donJulio] }), 'MARG', 2, t0),
  'LAGER',
  2,
  t0,
);
const shown = [makeMargarita(), lager];
const orderLine = (line: Parameters<typeof makeOrderLine>[0]) => makeOrderLine({ options: [], ...line });
const djSold = {
  optionId: 'O-DJ',
  name: 'Don Julio',
  kitchenName: 'DON JULIO',
  priceDelta: '4.00',
  quantity: 1,
  preModifier: null,
};

describe("the review's lines at the order's prices (issue 45, decision 074)", () => {
  it("takes each line's unit price from the order's line made of it, choices included, and totals them", () => {
    const order = makeOrder({
      cartItems: [
        orderLine({ productId: 'MARG', quantity: 1, price: '17.00', options: [djSold] }),
        orderLine({ productId: 'MARG', quantity: 2, price: '12.50' }),
        orderLine({ productId: 'LAGER', quantity: 2, price: '8.00' }),
      ],
    });
    const summary = priceByOrder(summarizeCart(cart, shown), orderLinePrices(order));
    expect(summary.lines.map((line) => [line.productId, line.price, line.priceCents])).toEqual([
      ['MARG', '17.00', 1700],
      ['MARG', '12.50', 1250],
      ['LAGER', '8.00', 800],
    ]);
    expect(summary.subtotalCents).toBe(1700 + 2 * 1250 + 2 * 800);
    // Said against what the menu showed: the Don Julio line's $16.00 and the plain one's $12.00.
    expect(movedPricesNotice(summary.lines, shown)).toBe(
      'The price of Margarita changed from $16.00 to $17.00. The price of Margarita changed from $12.00 to $12.50.',
    );
  });

  it("keeps the menu's price for a line the order does not hold, and the whole summary when there is no order", () => {
    const menu = summarizeCart(cart, shown);
    expect(priceByOrder(menu, null)).toBe(menu);
    const order = makeOrder({ cartItems: [orderLine({ productId: 'LAGER', quantity: 2, price: '9.00' })] });
    const summary = priceByOrder(menu, orderLinePrices(order));
    expect(summary.lines.map((line) => line.priceCents)).toEqual([1600, 1200, 900]);
    expect(movedPricesNotice(summary.lines, shown)).toBe('The price of House Lager changed from $8.00 to $9.00.');
  });

  it('reads a stored order from before issue 39 (no options or components on its lines) as lines without choices', () => {
    const { options: _options, components: _components, ...old } = orderLine({ productId: 'LAGER', price: '8.50' });
    const prices = orderLinePrices({ cartItems: [old as ReturnType<typeof makeOrderLine>] });
    expect([...prices]).toEqual([['LAGER', { priceCents: 850, depositPercent: null }]]);
  });
});
