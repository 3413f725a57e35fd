/**
 * CSV (RFC 4180 quoting, CRLF lines) for the venue's accountant and the operator's lead export. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) is prefixed with ' so nobody's words can become
 * a formula in the spreadsheet, and so is each part after a ';' (the list separator of most European spreadsheets),
 * with the cell quoted; numbers are written as they are.
 */
export function toCsv(rows: (string | number | null)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    // Most European spreadsheets split on ';': each part after one is defused as a cell of its own would be.
    text = text.replace(/;(\s*)(?=[=+\-@\t\r])/g, ";$1'");
  }
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
