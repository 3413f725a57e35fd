import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintMediaType, StationTicket } from '@queueless/contracts';

/** Characters per line of Font A: 58 mm paper holds 32, 80 mm holds 48 (42 on older Epson heads; 48 fits both Star and Epson). */
export const COLUMNS = { 58: 32, 80: 48 } as const;

type Paper = 58 | 80;
type Place = { venueName: string; locationName: string };

/** The encoder for a media type: StarPRNT or Star Line for a Star printer, ESC/POS for the print agent's. */
function encoderFor(mediaType: PrintMediaType, paper: Paper) {
  const language =
    mediaType === 'application/vnd.star.starprnt'
      ? 'star-prnt'
      : mediaType === 'application/vnd.star.line'
        ? 'star-line'
        : 'esc-pos';
  return new ReceiptPrinterEncoder({ language, columns: COLUMNS[paper], feedBeforeCut: 3 });
}

/** A time as the venue's staff read it on paper: HH:MM in the venue's zone. */
function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** The lines of a ticket as text (what text/plain prints, and what the tests read back from the bytes). */
export function ticketLines(
  ticket: StationTicket,
  options: { stationName: string; place: Place; timeZone: string; isReprint: boolean },
): { heading: string[]; items: string[]; footer: string[] } {
  const heading = [
    `${options.stationName.toUpperCase()}${options.isReprint ? ' (REPRINT)' : ''}`,
    `#${ticket.shortOrderId}${ticket.firstName ? ` ${ticket.firstName}` : ''}`,
    `${options.place.venueName} - ${options.place.locationName}`,
    `Paid ${clockTime(ticket.createdAt, options.timeZone)}`,
  ];
  if (ticket.isIdCheck) heading.push('** CHECK ID **');
  const items = ticket.items.flatMap((item) => [
    `${item.quantity} x ${item.name}${item.variantName ? ` (${item.variantName})` : ''}`,
    ...item.options.map((option) => `   ${option.quantity > 1 ? `${option.quantity} x ` : ''}${option.name}`),
  ]);
  return { heading, items, footer: [`Order ${ticket.orderId}`] };
}

/** A station's ticket, encoded for the printer's media type and paper. */
export function renderTicket(
  ticket: StationTicket,
  options: {
    stationName: string;
    place: Place;
    timeZone: string;
    isReprint: boolean;
    mediaType: PrintMediaType;
    paper: Paper;
  },
): Uint8Array {
  const lines = ticketLines(ticket, options);
  if (options.mediaType === 'text/plain') {
    return new TextEncoder().encode(`${[...lines.heading, '', ...lines.items, '', ...lines.footer].join('\n')}\n\n\n`);
  }
  const encoder = encoderFor(options.mediaType, options.paper).initialize().codepage('auto');
  const [station = '', orderLine = '', ...rest] = lines.heading;
  encoder.align('center').bold(true).size(2, 2).line(station).line(orderLine).size(1, 1).bold(false);
  for (const line of rest) encoder.line(line);
  encoder.align('left').rule();
  for (const line of lines.items) encoder.line(line);
  encoder.rule();
  for (const line of lines.footer) encoder.line(line);
  return encoder.cut().encode();
}

/** A test page: proves the token, the paper width and the cutter. */
export function renderTestPage(options: {
  printerName: string;
  place: Place;
  mediaType: PrintMediaType;
  paper: Paper;
}) {
  const text = [
    'Queueless test print',
    options.printerName,
    `${options.place.venueName} - ${options.place.locationName}`,
    `${options.paper} mm paper`,
  ];
  if (options.mediaType === 'text/plain') return new TextEncoder().encode(`${text.join('\n')}\n\n\n`);
  const encoder = encoderFor(options.mediaType, options.paper).initialize().codepage('auto').align('center');
  for (const line of text) encoder.line(line);
  return encoder.rule().cut().encode();
}

/** The customer's receipt: the venue, the lines and total, and the order's QR code (its status page). */
export function renderReceipt(
  receipt: {
    orderId: string;
    shortOrderId: string;
    lines: { quantity: number; name: string; amount: string }[];
    total: string;
    link: string;
  },
  options: { place: Place; mediaType: PrintMediaType; paper: Paper },
): Uint8Array {
  const columns = COLUMNS[options.paper];
  const row = (left: string, right: string) =>
    `${left.slice(0, columns - right.length - 1).padEnd(columns - right.length)}${right}`;
  const text = [
    options.place.venueName,
    options.place.locationName,
    `Order #${receipt.shortOrderId}`,
    ...receipt.lines.map((line) => row(`${line.quantity} x ${line.name}`, line.amount)),
    row('Total', receipt.total),
  ];
  if (options.mediaType === 'text/plain') {
    return new TextEncoder().encode(`${text.join('\n')}\n${receipt.link}\n\n\n`);
  }
  const encoder = encoderFor(options.mediaType, options.paper).initialize().codepage('auto');
  encoder.align('center').bold(true).line(options.place.venueName).bold(false).line(options.place.locationName);
  encoder.line(`Order #${receipt.shortOrderId}`).align('left').rule();
  for (const line of receipt.lines) encoder.line(row(`${line.quantity} x ${line.name}`, line.amount));
  encoder.rule().bold(true).line(row('Total', receipt.total)).bold(false);
  encoder.align('center').qrcode(receipt.link, 2, options.paper === 58 ? 4 : 6, 'm');
  return encoder.cut().encode();
}
