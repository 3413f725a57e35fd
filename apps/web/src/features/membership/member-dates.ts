/** A membership date as the member pages show it: "December 23, 2026". */
export function formatMemberDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
