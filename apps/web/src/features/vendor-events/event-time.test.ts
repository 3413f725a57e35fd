import { describe, expect, it } from 'vitest';
import { isTimeComplete, isTimeEmpty, minuteOptions, toIsoTime, toTimeParts } from './event-time';

describe('event times', () => {
  it('turns picked parts into the same instant in ISO form', () => {
    const iso = toIsoTime({ date: '2026-07-04', hour: '8', minute: '05', period: 'PM' });
    expect(iso).toBe(new Date(2026, 6, 4, 20, 5).toISOString());
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(toIsoTime({ date: '2026-07-04', hour: '12', minute: '00', period: 'AM' })).toBe(
      new Date(2026, 6, 4, 0, 0).toISOString(),
    );
    expect(toIsoTime({ date: '2026-07-04', hour: '12', minute: '30', period: 'PM' })).toBe(
      new Date(2026, 6, 4, 12, 30).toISOString(),
    );
  });

  it('answers null until date, hour and minute are all picked', () => {
    expect(toIsoTime({ date: '', hour: '', minute: '', period: 'PM' })).toBeNull();
    expect(toIsoTime({ date: '2026-07-04', hour: '', minute: '00', period: 'PM' })).toBeNull();
    expect(isTimeEmpty({ date: '', hour: '', minute: '', period: 'AM' })).toBe(true);
    expect(isTimeComplete({ date: '2026-07-04', hour: '9', minute: '', period: 'AM' })).toBe(false);
  });

  it('reads an ISO time back into local 12-hour parts', () => {
    expect(toTimeParts(new Date(2026, 6, 4, 0, 15).toISOString())).toEqual({
      date: '2026-07-04',
      hour: '12',
      minute: '15',
      period: 'AM',
    });
    expect(toTimeParts(new Date(2026, 11, 31, 23, 55).toISOString())).toEqual({
      date: '2026-12-31',
      hour: '11',
      minute: '55',
      period: 'PM',
    });
    expect(toTimeParts(null)).toEqual({ date: '', hour: '', minute: '', period: 'PM' });
  });

  it('offers minutes in steps of 5, keeping an odd minute an event already has', () => {
    expect(minuteOptions()).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(minuteOptions('07')).toContain('07');
    expect(minuteOptions('07').indexOf('07')).toBe(2);
  });
});
