/**
 * Decodes QR codes off the main thread. It uses the browser's own BarcodeDetector where it reads QR codes
 * (Chrome on Android, Safari) and otherwise the `barcode-detector` ponyfill: ZXing compiled to WebAssembly, whose
 * .wasm file comes from our own server (copied into the build by Vite), never from a CDN.
 */
import { prepareZXingModule, BarcodeDetector as ZXingBarcodeDetector } from 'barcode-detector/ponyfill';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodeRequest, DecoderEngine, DecoderReply } from './qr-decoder-messages';

type Detector = { detect(image: ImageBitmap): Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

const scope = self as unknown as {
  postMessage(message: DecoderReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
};

async function createDetector(): Promise<{ detector: Detector; engine: DecoderEngine }> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  try {
    if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
      return { detector: new Native({ formats: ['qr_code'] }), engine: 'native' };
    }
  } catch {
    // A native detector that cannot list its formats: use ZXing.
  }
  // Load (and compile) the WebAssembly now, while the camera starts, rather than on the first frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return { detector: new ZXingBarcodeDetector({ formats: ['qr_code'] }), engine: 'zxing' };
}

const ready = createDetector();
ready.then(
  ({ engine }) => scope.postMessage({ type: 'ready', engine }),
  (error: unknown) => scope.postMessage({ type: 'failed', id: null, message: String(error) }),
);

scope.addEventListener('message', async ({ data }) => {
  if (data.type !== 'decode') return;
  try {
    const { detector } = await ready;
    const codes = await detector.detect(data.image);
    const text = codes.find((code) => code.rawValue !== '')?.rawValue ?? null;
    scope.postMessage({ type: 'result', id: data.id, text });
  } catch (error) {
    scope.postMessage({ type: 'failed', id: data.id, message: String(error) });
  } finally {
    data.image.close();
  }
});
