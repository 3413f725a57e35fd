/** A ticket's age on the screen: "0:42", "12:05", "1:02:10" (it ticks every second). */
export function formatTicketAge(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A ticket time for the shift: "45 s", "3 min 20 s", "—" with none bumped yet. */
export function formatTicketTime(seconds: number | null): string {
  if (seconds === null) return '—';
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** How late a ticket is running, for its colour (the age is always in words too). */
export function ticketUrgency(seconds: number): 'fresh' | 'late' | 'overdue' {
  if (seconds >= 600) return 'overdue';
  if (seconds >= 300) return 'late';
  return 'fresh';
}
