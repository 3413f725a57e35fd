/** Messages between the page and the QR decoder worker. */

export type DecodeRequest = { type: 'decode'; id: number; image: ImageBitmap };

export type DecoderEngine = 'native' | 'zxing';

export type DecoderReply =
  | { type: 'ready'; engine: DecoderEngine }
  | { type: 'result'; id: number; text: string | null }
  | { type: 'failed'; id: number | null; message: string };
