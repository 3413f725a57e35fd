import { describe, expect, it } from 'vitest';
import { defuseCsvText, toCsv, undefuseCsvText } from './csv.js';

describe('the one CSV writer', () => {
  it('defuses a formula at the start of a cell and after every ;, and quotes such a cell', () => {
    expect(toCsv([['=1+1', 'Lager;=HYPERLINK("x")', 'a; +b;-c', 'plain', 3, null]])).toBe(
      `'=1+1,"Lager;'=HYPERLINK(""x"")","a; '+b;'-c",plain,3,\r\n`,
    );
  });

  it('reads back what it defused, exactly as typed', () => {
    for (const text of ['=1+1', 'Lager;=HYPERLINK("x")', 'a; +b;-c', '@SUM', 'plain; text', "it's"]) {
      expect(undefuseCsvText(defuseCsvText(text))).toBe(text);
    }
  });
});
