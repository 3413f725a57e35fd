import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo as a phone takes it: landscape pixels, EXIF orientation 6 (turn right to view), a camera make. */
export function phoneJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'QueuelessPhone', Model: 'Secret Model' } })
    .toBuffer();
}

export function plainImage(format: 'png' | 'webp' | 'avif' | 'jpeg', width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .toFormat(format)
    .toBuffer();
}

/** A small PNG whose header claims `width`×`height` pixels (a decompression bomb's header). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await plainImage('png', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A GIF that is also a script (`GIF89a=…;alert(1)`): a browser that sniffs it may run it. */
export function gifScriptPolyglot(): Buffer {
  const header = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.cookie);/*', 'latin1');
  return Buffer.concat([
    header,
    Buffer.from('*/\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00\x3b', 'latin1'),
  ]);
}

/** A page that starts with a JPEG's signature, then HTML with a script. */
export function jpegHtmlPolyglot(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.domain)</script><rect width="100" height="100"/></svg>',
);

/** A JPEG's signature and `bytes` of noise: past the size limit before anything decodes it. */
export function oversizedJpeg(bytes: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);
}

export type Part = { name: string; filename?: string; type?: string; body: Buffer | string };

/** A multipart/form-data body and its Content-Type, as a browser's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----queueless${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under `root`, as `{dir}/{name}` (none when it does not exist). */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}
