/**
 * A phone whose camera sees a QR code we choose. Chromium's fake capture device plays a Y4M file
 * (`--use-file-for-fake-video-capture`); the flag is fixed at launch, so the fake-camera browser is a Chromium of its
 * own, and a code is swapped by rewriting the file.
 *
 * Chromium opens the file each time a capture starts, i.e. at a getUserMedia call while no other stream holds the
 * camera. The scanner stops the camera when its page is left, so: show the next code, then open the next scan page
 * (or press Start camera). A stream that is already running keeps playing the code it started with. The file is
 * replaced by a rename, so a capture that is starting never reads half a file.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
} from '@playwright/test';
import qrcode from 'qrcode-generator';
import { chromiumArgs, chromiumPath, phone } from './chromium.js';
import { watchCsp } from './csp.js';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;
/** Ten identical frames at 10 frames a second; Chromium loops them. */
const FRAME_COUNT = 10;
/** Around the code: a grey counter top, so the white quiet zone is the code's own. */
const SURROUNDINGS = 160;
/** The code fills about this share of the frame's height, as a phone held over a customer's screen sees it. */
const CODE_SHARE = 0.6;

/** A greyscale picture: one byte a pixel, row by row, 0 black and 255 white. */
export type GrayImage = { width: number; height: number; pixels: Uint8Array };

type QrOptions = { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; quietZone?: number };

/** `text` as a QR code: dark modules 0, light 255, with a white quiet zone (4 modules) all round. */
export function renderQrCode(text: string, { errorCorrectionLevel = 'M', quietZone = 4 }: QrOptions = {}): GrayImage {
  const qr = qrcode(0, errorCorrectionLevel);
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const modules = count + quietZone * 2;
  const scale = Math.max(2, Math.floor((FRAME_HEIGHT * CODE_SHARE) / modules));
  const side = modules * scale;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = ((row + quietZone) * scale + y) * side + (col + quietZone) * scale;
        pixels.fill(0, start, start + scale);
      }
    }
  }
  return { width: side, height: side, pixels };
}

/** The picture centred in a 640×480 frame, as a Y4M video: 4:2:0, the chroma planes grey (128). */
export function toY4m(image: GrayImage): Buffer {
  if (image.width > FRAME_WIDTH || image.height > FRAME_HEIGHT) {
    throw new Error(`A ${image.width}×${image.height} picture does not fit the ${FRAME_WIDTH}×${FRAME_HEIGHT} frame.`);
  }
  const luma = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT, SURROUNDINGS);
  const left = Math.floor((FRAME_WIDTH - image.width) / 2);
  const top = Math.floor((FRAME_HEIGHT - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    luma.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), (top + y) * FRAME_WIDTH + left);
  }
  const chroma = Buffer.alloc((FRAME_WIDTH * FRAME_HEIGHT) / 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAME_COUNT }, () => frame)]);
}

/** Replaces the file in one step (write beside it, then rename). */
export function writeY4m(file: string, image: GrayImage): void {
  const next = `${file}.next`;
  writeFileSync(next, toY4m(image));
  renameSync(next, file);
}

/**
 * The QR code an element on a page shows (the customer's pickup code, say), read off the page as pixels: the SVG is
 * drawn into a canvas at `pixelsPerUnit` device pixels per SVG unit, so the camera sees exactly what the customer's
 * screen shows.
 */
export async function readSvgImage(svg: Locator, pixelsPerUnit = 8): Promise<GrayImage> {
  const { width, height, gray } = await svg.evaluate(async (element, scale) => {
    const box = (element as SVGSVGElement).viewBox.baseVal;
    const width = Math.round(box.width * scale);
    const height = Math.round(box.height * scale);
    const copy = element.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('width', String(width));
    copy.setAttribute('height', String(height));
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(picture, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    const gray: number[] = [];
    for (let i = 0; i < rgba.length; i += 4) gray.push(Math.round((rgba[i]! + rgba[i + 1]! + rgba[i + 2]!) / 3));
    return { width, height, gray };
  }, pixelsPerUnit);
  return { width, height, pixels: Uint8Array.from(gray) };
}

/** A Chromium whose camera plays `file`, and phones (390×844 contexts) opened in it. */
export class FakeCamera {
  private constructor(
    readonly browser: Browser,
    readonly file: string,
    private readonly directory: string,
    private readonly baseURL: string,
  ) {}

  /** Starts the browser; the camera shows `first` (a QR code's text, or a picture) from the first stream on. */
  static async launch(baseURL: string, first: string | GrayImage): Promise<FakeCamera> {
    const directory = mkdtempSync(join(tmpdir(), 'queueless-camera-'));
    const file = join(directory, 'camera.y4m');
    writeY4m(file, typeof first === 'string' ? renderQrCode(first) : first);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });
    return new FakeCamera(browser, file, directory, baseURL);
  }

  /** What the camera shows from the next stream on (see the file's note on when Chromium reads it). */
  show(code: string | GrayImage): void {
    writeY4m(this.file, typeof code === 'string' ? renderQrCode(code) : code);
  }

  /** A phone-sized context at the app, with the camera allowed; pass a storage state to start signed in. */
  async newPhone(options: Pick<BrowserContextOptions, 'storageState'> = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      ...phone,
      baseURL: this.baseURL,
      permissions: ['camera'],
      ...options,
    });
    await watchCsp(context);
    return context;
  }

  async close(): Promise<void> {
    await this.browser.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
