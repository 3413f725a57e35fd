import { describe, expect, it } from 'vitest';
import { isTimeComplete, isTimeEmpty, minuteOptions, toIsoTime, toTimeParts } from './event-time';

const LA = 'America/Los_Angeles';

// The zone is the venue's and always named, so these hold on a device in any zone.
describe('event times', () => {
  it("turns picked parts into the instant they are on the venue's clock", () => {
    expect(toIsoTime({ date: '2026-07-04', hour: '8', minute: '05', period: 'PM' }, LA)).toBe(
      '2026-07-05T03:05:00.000Z',
    );
    expect(toIsoTime({ date: '2026-07-04', hour: '8', minute: '05', period: 'PM' }, 'Asia/Tokyo')).toBe(
      '2026-07-04T11:05:00.000Z',
    );
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(toIsoTime({ date: '2026-07-04', hour: '12', minute: '00', period: 'AM' }, LA)).toBe(
      '2026-07-04T07:00:00.000Z',
    );
    expect(toIsoTime({ date: '2026-07-04', hour: '12', minute: '30', period: 'PM' }, LA)).toBe(
      '2026-07-04T19:30:00.000Z',
    );
  });

  it('picks 9:00 PM in Los Angeles on the days daylight saving starts and ends, and reads it back', () => {
    const ninePm = (date: string) => ({ date, hour: '9', minute: '00', period: 'PM' as const });
    expect(toIsoTime(ninePm('2026-03-08'), LA)).toBe('2026-03-09T04:00:00.000Z');
    expect(toIsoTime(ninePm('2026-11-01'), LA)).toBe('2026-11-02T05:00:00.000Z');
    expect(toTimeParts('2026-03-09T04:00:00.000Z', LA)).toEqual(ninePm('2026-03-08'));
    expect(toTimeParts('2026-11-02T05:00:00.000Z', LA)).toEqual(ninePm('2026-11-01'));
  });

  it('answers null until date, hour and minute are all picked', () => {
    expect(toIsoTime({ date: '', hour: '', minute: '', period: 'PM' }, LA)).toBeNull();
    expect(toIsoTime({ date: '2026-07-04', hour: '', minute: '00', period: 'PM' }, LA)).toBeNull();
    expect(isTimeEmpty({ date: '', hour: '', minute: '', period: 'AM' })).toBe(true);
    expect(isTimeComplete({ date: '2026-07-04', hour: '9', minute: '', period: 'AM' })).toBe(false);
  });

  it("reads an ISO time back into 12-hour parts on the venue's clock", () => {
    expect(toTimeParts('2026-07-04T07:15:00.000Z', LA)).toEqual({
      date: '2026-07-04',
      hour: '12',
      minute: '15',
      period: 'AM',
    });
    expect(toTimeParts('2027-01-01T07:55:00.000Z', LA)).toEqual({
      date: '2026-12-31',
      hour: '11',
      minute: '55',
      period: 'PM',
    });
    expect(toTimeParts(null, LA)).toEqual({ date: '', hour: '', minute: '', period: 'PM' });
    expect(toTimeParts('not a time', LA)).toEqual({ date: '', hour: '', minute: '', period: 'PM' });
  });

  it('offers minutes in steps of 5, keeping an odd minute an event already has', () => {
    expect(minuteOptions()).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(minuteOptions('07')).toContain('07');
    expect(minuteOptions('07').indexOf('07')).toBe(2);
  });
});
