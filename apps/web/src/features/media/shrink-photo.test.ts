import { MEDIA_MAX_UPLOAD_BYTES } from '@queueless/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type PhotoCodec, shrinkPhoto } from './shrink-photo';

const megabytes = (n: number) => new Uint8Array(n * 1024 * 1024);

/** A codec whose JPEG weighs a byte per 0.5 pixel, as a detailed camera photo might. */
function fakeCodec(width: number, height: number, readable = true): PhotoCodec & { sizes: [number, number][] } {
  const sizes: [number, number][] = [];
  return {
    sizes,
    decode: vi.fn(async () => {
      if (!readable) throw new Error('cannot decode');
      return { width, height, source: {} as CanvasImageSource };
    }),
    encodeJpeg: vi.fn(async (_image, w: number, h: number) => {
      sizes.push([w, h]);
      return new Blob([new Uint8Array(Math.round(w * h * 2))], { type: 'image/jpeg' });
    }),
  };
}

describe('a photo before its upload', () => {
  it('goes as chosen when the server takes it', async () => {
    const file = new File([megabytes(2)], 'lager.jpg', { type: 'image/jpeg' });
    const codec = fakeCodec(4000, 3000);
    expect(await shrinkPhoto(file, codec)).toBe(file);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('over 10 MB: made a JPEG under the limit in the browser, smaller until it fits', async () => {
    const file = new File([megabytes(21)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const codec = fakeCodec(8064, 6048);
    const shrunk = await shrinkPhoto(file, codec);
    expect(shrunk.size).toBeLessThanOrEqual(MEDIA_MAX_UPLOAD_BYTES);
    expect(shrunk.type).toBe('image/jpeg');
    expect((shrunk as File).name).toBe('IMG_0001.jpg');
    expect(codec.sizes[0]).toEqual([3200, 2400]);
  });

  it('HEIC: converted to JPEG where the browser reads it, sent as it is where it cannot', async () => {
    const heic = new File([megabytes(1)], 'IMG_0002.HEIC', { type: 'image/heic' });
    const converted = await shrinkPhoto(heic, fakeCodec(1200, 900));
    expect(converted.type).toBe('image/jpeg');
    expect((converted as File).name).toBe('IMG_0002.jpg');
    expect(await shrinkPhoto(heic, fakeCodec(1200, 900, false))).toBe(heic);
  });
});
