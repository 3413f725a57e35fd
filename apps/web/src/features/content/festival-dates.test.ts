import { describe, expect, it } from 'vitest';
import { festivalBasePath, formatFestivalDates, formatFestivalTimes } from './festival-dates';

const tz = 'America/Los_Angeles';

describe('festival dates', () => {
  it('shows the music festival on 1 March 2025, 2:00 PM to 11:00 PM', () => {
    expect(formatFestivalDates('2025-03-01T14:00:00-08:00', '2025-03-01T23:00:00-08:00', tz)).toBe(
      'Saturday, March 1, 2025',
    );
    expect(formatFestivalTimes('2025-03-01T14:00:00-08:00', '2025-03-01T23:00:00-08:00', tz)).toBe(
      '2:00 PM – 11:00 PM',
    );
  });

  it('shows the pride festival as 17 to 18 May 2025', () => {
    expect(formatFestivalDates('2025-05-17T11:00:00-07:00', '2025-05-18T22:00:00-07:00', tz)).toMatch(
      /^May 17\s*–\s*18, 2025$/,
    );
  });

  it('derives the base path by stripping the page suffix', () => {
    expect(festivalBasePath('/location/AD708/heartla', 'heartla')).toBe('/location/AD708');
    expect(festivalBasePath('/location/AD708/longbeachpride/', 'longbeachpride')).toBe('/location/AD708');
  });
});
