import { describe, expect, it } from 'vitest';
import { formatAmount, formatCents, toCents } from './money';

describe('money', () => {
  it('reads wire amounts as integer cents', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('0.00')).toBe(0);
    expect(toCents('8')).toBe(800);
    expect(toCents('8.5')).toBe(850);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('-1.25')).toBe(-125);
  });

  it('reads a malformed amount as 0', () => {
    expect(toCents('abc')).toBe(0);
    expect(toCents('1.234')).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });

  it('shows dollars with 2 decimals', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
    expect(formatCents(-125)).toBe('-$1.25');
    expect(formatCents(12.6)).toBe('$0.13');
    expect(formatAmount('30.00')).toBe('$30.00');
    expect(formatAmount('0.1')).toBe('$0.10');
  });

  it('sums without floating point drift', () => {
    const total = ['0.10', '0.20', '0.30'].reduce((sum, amount) => sum + toCents(amount), 0);
    expect(formatCents(total)).toBe('$0.60');
  });
});
