import { toCsv } from '@queueless/contracts';
import type { LeadRow } from './leads.repo.js';

const COLUMNS = ['createdAt', 'companyName', 'fullName', 'phone', 'email', 'message'] as const;

function cellOf(lead: LeadRow, column: (typeof COLUMNS)[number]): string {
  return column === 'createdAt' ? lead.createdAt.toISOString() : lead[column];
}

export function leadsToCsv(leads: LeadRow[]): string {
  return toCsv([[...COLUMNS], ...leads.map((lead) => COLUMNS.map((column) => cellOf(lead, column)))]);
}

/** A plain-text table for the terminal; long messages are cut to keep one line per lead. */
export function leadsToTable(leads: LeadRow[], messageWidth = 60): string {
  if (leads.length === 0) return 'No leads yet.\n';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: flattening control characters is the point
  const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  const rows = leads.map((lead) =>
    COLUMNS.map((column) => {
      const value = oneLine(cellOf(lead, column));
      return column === 'message' && value.length > messageWidth ? `${value.slice(0, messageWidth - 1)}…` : value;
    }),
  );
  const header = ['Received', 'Company', 'Name', 'Phone', 'Email', 'Message'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join('\n')}\n`;
}
