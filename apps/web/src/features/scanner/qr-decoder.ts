import type { DecodeRequest, DecoderReply } from './qr-decoder-messages';

type Pending = { resolve: (text: string | null) => void; reject: (error: Error) => void };

/**
 * The page's side of the decoder worker. One worker serves every scan page of the session, so moving from the menu
 * to the scanner and back never loads the decoder twice.
 */
class QrDecoder {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<DecoderReply>) => this.onReply(event.data));
    this.worker.addEventListener('error', () => this.failAll('The QR decoder stopped.'));
  }

  /** The first QR code's text in the image, or null. The image is handed over to the worker (and closed there). */
  decode(image: ImageBitmap): Promise<string | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const request: DecodeRequest = { type: 'decode', id, image };
      this.worker.postMessage(request, [image]);
    });
  }

  private onReply(reply: DecoderReply) {
    if (reply.type === 'ready') return;
    if (reply.type === 'failed' && reply.id === null) {
      this.failAll(reply.message);
      return;
    }
    if (reply.id === null) return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.type === 'result') pending.resolve(reply.text);
    else pending.reject(new Error(reply.message));
  }

  private failAll(message: string) {
    for (const pending of this.pending.values()) pending.reject(new Error(message));
    this.pending.clear();
  }
}

let decoder: QrDecoder | null = null;

/** True where frames can be decoded in a worker (every current browser; not jsdom). */
export function canDecodeInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof createImageBitmap === 'function';
}

/** The shared decoder, started on first use. Call early (when a scan page opens) so it is warm for the first frame. */
export function getQrDecoder(): QrDecoder {
  decoder ??= new QrDecoder();
  return decoder;
}
