import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/runtime';
import { currentMonth, monthLabel, recentMonths } from './option-months';

describe("the option-sales report's months", () => {
  it("takes the month in the vendor's time zone, not the device's", () => {
    const newYearUtc = new Date('2027-01-01T03:00:00Z');
    expect(currentMonth('UTC', newYearUtc)).toBe('2027-01');
    expect(currentMonth('America/Los_Angeles', newYearUtc)).toBe('2026-12');
  });

  it('goes back across a year, newest first', () => {
    expect(recentMonths('UTC', 4, new Date('2027-02-10T12:00:00Z'))).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });

  it('names a month in words', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      expect(monthLabel('2026-11')).toBe('noviembre de 2026');
    } finally {
      i18n.activate('en');
    }
  });
});
