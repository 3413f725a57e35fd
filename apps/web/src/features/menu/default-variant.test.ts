import { describe, expect, it } from 'vitest';
import { makeTee } from '#web/test/factories';
import { chooseDefaultVariant } from './default-variant';

const out = { quantity: { available: 0 } };
const names = (...sizes: string[]) => sizes.map((size) => makeTee(size));

describe('chooseDefaultVariant', () => {
  it('prefers M, then Medium', () => {
    expect(chooseDefaultVariant(names('XS', 'S', 'M', 'L'))?.variantName).toBe('M');
    expect(chooseDefaultVariant(names('Small', 'Medium', 'Large'))?.variantName).toBe('Medium');
    expect(chooseDefaultVariant(names('s', 'm'))?.variantName).toBe('m');
  });

  it('walks L, S, XL, XS, 2XL, 3XL when the earlier sizes are missing or out of stock', () => {
    expect(chooseDefaultVariant([makeTee('M', out), ...names('S', 'L')])?.variantName).toBe('L');
    expect(chooseDefaultVariant(names('3XL', 'XS', 'S'))?.variantName).toBe('S');
    expect(chooseDefaultVariant(names('3XL', '2XL', 'XL', 'XS'))?.variantName).toBe('XL');
    expect(chooseDefaultVariant([makeTee('XL', out), ...names('3XL', '2XL', 'XS')])?.variantName).toBe('XS');
    expect(chooseDefaultVariant(names('3XL', '2XL'))?.variantName).toBe('2XL');
    expect(chooseDefaultVariant(names('3XL', 'One Size'))?.variantName).toBe('3XL');
  });

  it('then any in stock with a name, then any in stock', () => {
    expect(chooseDefaultVariant([makeTee('M', out), makeTee('Youth'), makeTee('Kids')])?.variantName).toBe('Youth');
    const unnamed = makeTee('', { productId: 'UNNAMED' });
    expect(chooseDefaultVariant([makeTee('M', out), makeTee('Youth', out), unnamed])?.productId).toBe('UNNAMED');
  });

  it('then any with a name, then the first, when everything is out of stock', () => {
    const blank = makeTee('', { productId: 'BLANK', ...out });
    expect(chooseDefaultVariant([blank, makeTee('M', out)])?.variantName).toBe('M');
    expect(chooseDefaultVariant([blank, makeTee('', { productId: 'BLANK2', ...out })])?.productId).toBe('BLANK');
    expect(chooseDefaultVariant([])).toBeUndefined();
  });
});
