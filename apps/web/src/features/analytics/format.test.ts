import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/runtime';
import { customerLabels, hourLabel, hourRangeLabel, percentOf, weekdayLabel, weekLabel } from './format';

describe('dashboard labels', () => {
  it('reads local dates without a time zone shift', () => {
    expect(weekdayLabel('2026-11-15')).toBe('Sun');
    expect(weekdayLabel('2026-11-21')).toBe('Sat');
    expect(weekLabel('2026-12-27', '2027-01-02')).toBe('Dec 27 – Jan 2, 2027');
    expect(weekLabel('2026-11-15', '2026-11-21')).toBe('Nov 15 – 21, 2026');
  });

  it('names hours on a 12-hour clock', () => {
    expect([0, 11, 12, 23].map(hourLabel)).toEqual(['12 AM', '11 AM', '12 PM', '11 PM']);
    expect(hourRangeLabel(23)).toBe('11 PM – 12 AM');
  });

  it('rounds shares, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('customerLabels', () => {
  it('names each top customer, the last 4 of the account beside a name two of them share', () => {
    const labels = customerLabels([
      { userId: 'U00000001', firstName: 'Hugo', lastName: 'Nguyen' },
      { userId: 'U00000014', firstName: 'Sam', lastName: 'Chen' },
      { userId: 'U00000055', firstName: null, lastName: null },
      { userId: 'U00000081', firstName: 'Hugo', lastName: 'Nguyen' },
    ]);
    expect([...labels.values()]).toEqual([
      'Hugo Nguyen ···0001',
      'Sam Chen',
      'Customer ···0055',
      'Hugo Nguyen ···0081',
    ]);
  });
});

describe('dashboard labels in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('names weekdays, weeks and hours as Intl writes them in the language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(weekdayLabel('2026-11-15')).toBe('dom');
    expect(weekLabel('2026-11-15', '2026-11-21')).toBe('15–21 de nov de 2026');
    expect(hourRangeLabel(23)).toBe('11 p.m. – 12 a.m.');
  });
});
