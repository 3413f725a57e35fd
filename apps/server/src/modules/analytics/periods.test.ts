import { isAnalyticsMonth, isAnalyticsWeekStart } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { localDate, monthPeriod, startOfLocalDay, weekPeriod, weekStartOf } from './periods.js';

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;

describe('weeks in the venue’s time zone', () => {
  it('starts on Sunday at local midnight and keeps 11:30 PM Saturday in Saturday’s week', () => {
    // Saturday 2026-11-21 23:30 in Los Angeles is Sunday 07:30 UTC.
    const saturdayNight = new Date('2026-11-22T07:30:00Z');
    expect(localDate(saturdayNight, LA)).toBe('2026-11-21');
    expect(weekStartOf(saturdayNight, LA)).toBe('2026-11-15');
    // Half an hour later it is Sunday: a new week.
    expect(weekStartOf(new Date('2026-11-22T08:00:00Z'), LA)).toBe('2026-11-22');
    // In UTC that same instant is already Sunday.
    expect(weekStartOf(saturdayNight, 'UTC')).toBe('2026-11-22');

    const week = weekPeriod('2026-11-15', LA);
    expect(week.start.toISOString()).toBe('2026-11-15T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(week.days).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(saturdayNight >= week.start && saturdayNight < week.end).toBe(true);
  });

  it('a Sunday is its own week start', () => {
    expect(weekStartOf(new Date('2026-11-22T08:00:00Z'), LA)).toBe('2026-11-22');
    expect(weekStartOf(new Date('2026-11-29T07:59:59.999Z'), LA)).toBe('2026-11-22');
  });

  it('a week with the spring-forward change is 167 hours, the fall-back one 169', () => {
    // 2026: DST starts Sunday March 8, ends Sunday November 1 (both at 2 AM local).
    const spring = weekPeriod('2026-03-08', LA);
    expect(spring.start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-15T07:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(167 * HOUR);

    const fall = weekPeriod('2026-11-01', LA);
    expect(fall.start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(fall.end.toISOString()).toBe('2026-11-08T08:00:00.000Z');
    expect(fall.end.getTime() - fall.start.getTime()).toBe(169 * HOUR);

    // The week before each change ends where the next begins: no instant is lost or counted twice.
    expect(weekPeriod('2026-03-01', LA).end).toEqual(spring.start);
    expect(weekPeriod('2026-10-25', LA).end).toEqual(fall.start);
    // 1:30 AM on the fall-back Sunday happens twice; both are in that Sunday's week.
    expect(weekStartOf(new Date('2026-11-01T08:30:00Z'), LA)).toBe('2026-11-01');
    expect(weekStartOf(new Date('2026-11-01T09:30:00Z'), LA)).toBe('2026-11-01');
  });

  it('finds midnight in zones east of UTC and ones that skip midnight', () => {
    expect(startOfLocalDay('2026-07-05', 'Asia/Tokyo').toISOString()).toBe('2026-07-04T15:00:00.000Z');
    // Santiago springs forward at midnight (2026-09-06 00:00 does not exist): the day starts at 01:00.
    expect(localDate(startOfLocalDay('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06');
  });

  it('months run from the local first to the next first', () => {
    const november = monthPeriod('2026-11', LA);
    expect(november.start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(november.end.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(november.days).toHaveLength(30);
    expect(monthPeriod('2028-02', LA).days).toHaveLength(29);
    expect(monthPeriod('2026-12', 'UTC').end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('the month and week strings', () => {
  it('accepts YYYY-MM with month 1 to 12 and year 1900 to 2100', () => {
    for (const month of ['1900-01', '2026-11', '2100-12', '2026-09']) expect(isAnalyticsMonth(month)).toBe(true);
    for (const month of ['1899-12', '2101-01', '2026-00', '2026-13', '2026-1', '26-11', '2026-11-01', '', 'abcd-ef'])
      expect(isAnalyticsMonth(month), month).toBe(false);
  });

  it('accepts only real Sundays as week starts', () => {
    expect(isAnalyticsWeekStart('2026-11-22')).toBe(true);
    expect(isAnalyticsWeekStart('2026-11-21')).toBe(false);
    expect(isAnalyticsWeekStart('2026-02-30')).toBe(false);
    expect(isAnalyticsWeekStart('1899-12-31')).toBe(false);
    expect(isAnalyticsWeekStart('2026-11-22T00:00')).toBe(false);
  });
});
