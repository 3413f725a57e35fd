import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_UPLOAD_BYTES } from '@queueless/contracts';

/** The longest side a photo is re-encoded at: the largest rendition the server makes is smaller. */
const MAX_SIDE = 3200;
const JPEG_QUALITY = 0.85;

type Decoded = { width: number; height: number; source: CanvasImageSource; close?: () => void };

/** How a photo is read and written again: the browser's, or a test's stand-ins. */
export type PhotoCodec = {
  decode(file: Blob): Promise<Decoded>;
  encodeJpeg(image: Decoded, width: number, height: number, quality: number): Promise<Blob>;
};

const isAccepted = (type: string) => (MEDIA_ACCEPTED_TYPES as readonly string[]).includes(type);

/** Whether the server would refuse the photo as chosen: over 10 MB, or not a type it takes (HEIC). */
export function needsShrinking(file: Blob): boolean {
  return file.size > MEDIA_MAX_UPLOAD_BYTES || !isAccepted(file.type);
}

/**
 * The photo to upload: as chosen when the server takes it (an accepted type, at most 10 MB); else, where
 * the browser can read it (a 21 MB camera JPEG; HEIC on Safari), a JPEG made in the browser at most 3,200 px a side,
 * smaller again until it fits (decision 082). What the browser cannot read goes as it is, and the server's words say why.
 */
export async function shrinkPhoto(file: File, codec: PhotoCodec | null = browserCodec()): Promise<Blob> {
  if (!needsShrinking(file) || !codec) return file;
  let image: Decoded;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
    for (let attempt = 0; attempt < 4; attempt++) {
      const width = Math.max(1, Math.round(image.width * scale));
      const height = Math.max(1, Math.round(image.height * scale));
      const blob = await codec.encodeJpeg(image, width, height, JPEG_QUALITY);
      if (blob.size <= MEDIA_MAX_UPLOAD_BYTES) return new File([blob], renamed(file.name), { type: 'image/jpeg' });
      scale *= 0.7;
    }
    return file;
  } finally {
    image.close?.();
  }
}

function renamed(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}

/** The browser's own decoder and canvas; null where it has neither (then photos go as chosen). */
function browserCodec(): PhotoCodec | null {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  return {
    async decode(file) {
      const bitmap = await createImageBitmap(file);
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    },
    encodeJpeg(image, width, height, quality) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('No canvas here.'));
      context.drawImage(image.source, 0, 0, width, height);
      return new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG.'))), 'image/jpeg', quality),
      );
    },
  };
}
