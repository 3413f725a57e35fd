import { createServer, type Server } from 'node:net';

/** What a thermal printer would have printed: its text lines, its QR codes' contents, and how often it cut. */
export type Printout = { lines: string[]; qrCodes: string[]; cuts: number };

/**
 * Reads ESC/POS bytes back into text, the way a printer lays them out: printable characters, LF ends a line, the
 * commands the encoder writes (initialise, code page, bold, alignment, size, underline, QR code store/print, cut) are
 * consumed, each by its documented length; a QR code's stored data is kept. An unknown command fails loudly, so a
 * test cannot pass on bytes it did not understand.
 */
export function decodeEscPos(bytes: Uint8Array): Printout {
  const lines: string[] = [];
  const qrCodes: string[] = [];
  let cuts = 0;
  let line = '';
  let i = 0;
  const latin1 = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    if (byte === 0x0a) {
      lines.push(line);
      line = '';
      i += 1;
    } else if (byte === 0x0d) {
      i += 1;
    } else if (byte === 0x1b) {
      const command = bytes[i + 1];
      // ESC @ (initialise) is 2 bytes; ESC E/a/t/M/-/!/d/J/2/3 take one argument.
      if (command === 0x40 || command === 0x32) i += 2;
      else if (
        command !== undefined &&
        [0x45, 0x61, 0x74, 0x4d, 0x2d, 0x21, 0x64, 0x4a, 0x33, 0x47, 0x56, 0x7b].includes(command)
      )
        i += 3;
      else throw new Error(`unknown ESC command 0x${command?.toString(16)} at ${i}`);
    } else if (byte === 0x1d) {
      const command = bytes[i + 1];
      if (command === 0x21 || command === 0x42) {
        i += 3; // GS ! size, GS B invert
      } else if (command === 0x56) {
        cuts += 1;
        const mode = bytes[i + 2] as number;
        i += mode >= 0x41 ? 4 : 3; // GS V m [n]
      } else if (command === 0x28 && bytes[i + 2] === 0x6b) {
        // GS ( k pL pH cn fn …: a 2D code function; fn 80 (0x50) stores the data to print.
        const length = (bytes[i + 3] as number) + (bytes[i + 4] as number) * 256;
        const fn = bytes[i + 6];
        if (fn === 0x50) qrCodes.push(latin1(i + 8, i + 5 + length));
        i += 5 + length;
      } else {
        throw new Error(`unknown GS command 0x${command?.toString(16)} at ${i}`);
      }
    } else if (byte === 0x1c) {
      i += 2; // FS . (cancel Kanji) and the like
    } else if (byte === 0xc4) {
      line += '─'; // code page 437's horizontal rule, as the encoder draws its rules
      i += 1;
    } else if (byte >= 0x20) {
      line += latin1(i, i + 1);
      i += 1;
    } else {
      i += 1;
    }
  }
  if (line) lines.push(line);
  // The encoder aligns by padding with spaces; the text a person reads is what stands between them.
  return { lines: lines.map((text) => text.trim()), qrCodes, cuts };
}

/**
 * A network printer on TCP 9100 that keeps what it receives: each connection is one job, decoded when it closes.
 * `received` lists the printouts in the order they arrived.
 */
export async function startTcpPrinterSink(): Promise<{
  port: number;
  received: Printout[];
  raw: Uint8Array[];
  close(): Promise<void>;
}> {
  const received: Printout[] = [];
  const raw: Uint8Array[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const bytes = new Uint8Array(Buffer.concat(chunks));
      raw.push(bytes);
      received.push(decodeEscPos(bytes));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the sink did not listen');
  return {
    port: address.port,
    received,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
