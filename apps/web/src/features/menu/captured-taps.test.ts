import { afterEach, describe, expect, it } from 'vitest';
import type { FirstTaps, KeptTap } from '#web/first/taps';
import { isOrderNowTheLastTap } from './captured-taps';

function firstScript(kept: KeptTap[], state: FirstTaps['state'] = 'answering') {
  Object.assign(window, { __qlTaps: { state, kept: () => [...kept] } as Partial<FirstTaps> });
}

afterEach(() => {
  Reflect.deleteProperty(window, '__qlTaps');
});

describe('an Order Now tapped before the app (decision 102)', () => {
  it('sends the app straight to the review only when it was the last tap kept and no Add waits to be replayed', () => {
    firstScript([{ kind: 'order' }]);
    expect(isOrderNowTheLastTap()).toBe(true);
    firstScript([{ kind: 'open', key: 'AD708-TOMMYS' }, { kind: 'order' }]);
    expect(isOrderNowTheLastTap()).toBe(true);
    // An Add the first script could not answer is the menu's to replay; a later tap (the cart) wins over Order Now.
    firstScript([{ kind: 'add', productId: 'AD708-LAGER' }, { kind: 'order' }]);
    expect(isOrderNowTheLastTap()).toBe(false);
    firstScript([{ kind: 'order' }, { kind: 'cart' }]);
    expect(isOrderNowTheLastTap()).toBe(false);
    firstScript([]);
    expect(isOrderNowTheLastTap()).toBe(false);
    firstScript([{ kind: 'order' }], 'stopped');
    expect(isOrderNowTheLastTap()).toBe(false);
    Reflect.deleteProperty(window, '__qlTaps');
    expect(isOrderNowTheLastTap()).toBe(false);
  });
});
