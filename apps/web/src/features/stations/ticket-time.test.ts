import { describe, expect, it } from 'vitest';
import { formatTicketAge, formatTicketTime, ticketUrgency } from './ticket-time';

describe('ticket times', () => {
  it('shows an age as minutes and seconds, hours once past one', () => {
    expect(formatTicketAge(0)).toBe('0:00');
    expect(formatTicketAge(42.9)).toBe('0:42');
    expect(formatTicketAge(725)).toBe('12:05');
    expect(formatTicketAge(3_730)).toBe('1:02:10');
    expect(formatTicketAge(-5)).toBe('0:00');
  });

  it('shows the shift’s times in words, a dash with none', () => {
    expect(formatTicketTime(null)).toBe('—');
    expect(formatTicketTime(44.6)).toBe('45 s');
    expect(formatTicketTime(200)).toBe('3 min 20 s');
    expect(formatTicketTime(180)).toBe('3 min');
  });

  it('turns late at 5 minutes and overdue at 10', () => {
    expect(ticketUrgency(299)).toBe('fresh');
    expect(ticketUrgency(300)).toBe('late');
    expect(ticketUrgency(600)).toBe('overdue');
  });
});
