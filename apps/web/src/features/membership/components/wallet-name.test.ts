import { splitWalletName } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';

describe('wallet name split (customer.md section 5)', () => {
  it('splits at the first space; the rest is the last name', () => {
    expect(splitWalletName('Ada Lovelace King')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
  });
  it('keeps a single word as the first name only', () => {
    expect(splitWalletName('Cher')).toEqual({ firstName: 'Cher' });
    expect(splitWalletName('  Cher  ')).toEqual({ firstName: 'Cher' });
  });
});
