import { describe, expect, it } from 'vitest';
import { extractOrderCode, isPlausibleOrderId, normalizeTypedOrderCode } from './order-code';

describe('extractOrderCode', () => {
  it('takes a bare order id as it is', () => {
    expect(extractOrderCode('K7Q2M9X4B1C8D3F6G5H2ABC123')).toBe('K7Q2M9X4B1C8D3F6G5H2ABC123');
    expect(extractOrderCode('  K7Q2M9X4B1C8D3F6G5H2ABC123\n')).toBe('K7Q2M9X4B1C8D3F6G5H2ABC123');
  });

  it('takes the last path segment of a path or URL', () => {
    expect(extractOrderCode('orders/ABC123')).toBe('ABC123');
    expect(extractOrderCode('https://queueless.app/order/ABC123')).toBe('ABC123');
    expect(extractOrderCode('https://queueless.app/order/ABC123/')).toBe('ABC123');
    expect(extractOrderCode('https://queueless.app/order/ABC123?ref=qr#x')).toBe('ABC123');
    expect(extractOrderCode('https://queueless.app/order/AB%2DC')).toBe('AB-C');
  });

  it('reads the id of a signed code (decision 092)', () => {
    const signed = `QL1.o.ABC123.AD708.t0abcd.KEY12345.${'A'.repeat(86)}`;
    expect(extractOrderCode(signed)).toBe('ABC123');
  });

  it('answers null when nothing is left', () => {
    expect(extractOrderCode('')).toBeNull();
    expect(extractOrderCode('   ')).toBeNull();
    expect(extractOrderCode('///')).toBeNull();
    expect(extractOrderCode('https://queueless.app/')).toBeNull();
    expect(extractOrderCode('https://queueless.app/order/%20')).toBeNull();
  });
});

describe('normalizeTypedOrderCode', () => {
  it('drops spaces and dashes and uppercases', () => {
    expect(normalizeTypedOrderCode(' k7q2 m9x4-b1c8 ')).toBe('K7Q2M9X4B1C8');
  });
});

describe('isPlausibleOrderId', () => {
  it('accepts ids the API would read and refuses the rest', () => {
    expect(isPlausibleOrderId('K7Q2M9X4B1C8D3F6G5H2ABC123')).toBe(true);
    expect(isPlausibleOrderId(undefined)).toBe(false);
    expect(isPlausibleOrderId('')).toBe(false);
    expect(isPlausibleOrderId('has space')).toBe(false);
    expect(isPlausibleOrderId('x'.repeat(65))).toBe(false);
  });
});
