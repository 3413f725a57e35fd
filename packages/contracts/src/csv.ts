/**
 * The one CSV writer, for every export (the venue's accountant, the operator's leads, a location's menu): RFC 4180
 * quoting, CRLF lines. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) is prefixed with ' so nobody's words can become
 * a formula in the spreadsheet, and so is each part after a ';' (the list separator of most European spreadsheets),
 * with the cell quoted; numbers are written as they are.
 */
export function toCsv(rows: (string | number | null)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** What a spreadsheet would run as a formula when a cell, or a part of one after a ';', starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEMICOLON = /;(\s*)(?=[=+\-@\t\r])/g;

/** A text as toCsv writes it in a cell, before quoting: the ' in front of every formula-looking part. */
export function defuseCsvText(text: string): string {
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  // Most European spreadsheets split on ';': each part after one is defused as a cell of its own would be.
  return defused.replace(FORMULA_AFTER_SEMICOLON, ";$1'");
}

/** The text toCsv defused, as it was typed: a re-imported export reads back what was exported (menu CSV). */
export function undefuseCsvText(text: string): string {
  const whole = text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
  return whole.replace(/;(\s*)'(?=[=+\-@\t\r])/g, ';$1');
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? defuseCsvText(value) : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
