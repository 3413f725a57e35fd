import { afterEach, expect, it, vi } from 'vitest';
import { formatItemCount } from './menu';

// A file of its own: Lingui keeps the formatters it made for the module's life, as a page does, so this test sees a
// page's first count.
afterEach(() => vi.unstubAllGlobals());

it("writes the menu's item counts without a number formatter, whose first use held the app's first draw (issue 45)", () => {
  const NumberFormat = Intl.NumberFormat;
  const made: unknown[] = [];
  vi.stubGlobal('Intl', {
    ...Intl,
    PluralRules: Intl.PluralRules,
    NumberFormat: (...args: ConstructorParameters<typeof NumberFormat>) => {
      made.push(args);
      return new NumberFormat(...args);
    },
  });
  expect(formatItemCount(3)).toBe('3 items');
  expect(formatItemCount(1)).toBe('1 item');
  expect(made).toEqual([]);
});
