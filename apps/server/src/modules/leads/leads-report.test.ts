import { toCsv } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import type { LeadRow } from './leads.repo.js';
import { leadsToCsv, leadsToTable } from './leads-report.js';

const csvCell = (value: string) => toCsv([[value]]).slice(0, -2);

const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  leadId: 'L1',
  companyName: 'Harbor Hall',
  fullName: 'Jordan Reyes',
  phone: '(213) 555-0188',
  email: 'jordan@harborhall.example',
  message: 'Three bars, "long" lines,\nplease call',
  submissionId: null,
  clientIp: null,
  createdAt: new Date('2026-11-23T20:00:00Z'),
  ...overrides,
});

describe('leads report', () => {
  it('writes RFC 4180 CSV with quotes, commas and newlines kept', () => {
    expect(leadsToCsv([lead()])).toBe(
      'createdAt,companyName,fullName,phone,email,message\r\n' +
        '2026-11-23T20:00:00.000Z,Harbor Hall,Jordan Reyes,(213) 555-0188,jordan@harborhall.example,"Three bars, ""long"" lines,\nplease call"\r\n',
    );
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 213')).toBe("'+1 213");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // A spreadsheet that splits on ';' sees a cell after each one.
    expect(csvCell('Acme;=HYPERLINK("http://x")')).toBe(`"Acme;'=HYPERLINK(""http://x"")"`);
    expect(csvCell('a; -1+2;@x')).toBe(`"a; '-1+2;'@x"`);
  });

  it('prints a one-line-per-lead table', () => {
    const table = leadsToTable([lead()]);
    expect(table.split('\n')[0]).toMatch(/^Received\s+Company\s+Name\s+Phone\s+Email\s+Message$/);
    expect(table).toContain('Three bars, "long" lines, please call');
    expect(leadsToTable([])).toBe('No leads yet.\n');
  });
});
