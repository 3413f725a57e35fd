import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import { MEDIA_MAX_UPLOAD_BYTES, mediaMessages, uploadVendorImage } from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { LocalMediaStorage } from '../../providers/media-storage/local-media-storage.js';
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_KEY_PATTERN,
  type MediaStorage,
} from '../../providers/media-storage/media-storage.js';
import type { MediaService } from './media.service.js';

const oneFile = () =>
  new AppError('VALIDATION_FAILED', mediaMessages.oneFile, [{ field: 'file', message: mediaMessages.oneFile }]);

/**
 * The one photo of an upload, read into memory (at most MEDIA_MAX_UPLOAD_BYTES; nothing is written to disk): exactly
 * one part, a file named `file`. Anything else, a larger file or a broken form is refused in our error shape.
 */
async function readOnePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.notMultipart);
  let photo: Buffer | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw oneFile();
      photo = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', mediaMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw oneFile();
    throw new AppError('VALIDATION_FAILED', mediaMessages.notMultipart);
  }
  if (!photo) throw oneFile();
  return photo;
}

/** What these routes use: their module's services and the platform's (decision 080). */
export type MediaRoutesServices = { media: MediaService; mediaStorage: MediaStorage; tokens: TokenService };

export function registerMediaRoutes(app: AppInstance, { media, mediaStorage, tokens }: MediaRoutesServices) {
  // Multipart is read by this route only (every other call takes JSON and refuses it); any other body type
  // reaches the handler unread, to be refused in our words after the caller is authorised.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: true });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    registerEndpoint(scope as unknown as AppInstance, uploadVendorImage, async (request, reply) => {
      const user = await requireUser(request, tokens);
      const image = await media.upload(user, request.params.vendorId, () => readOnePhoto(request));
      return reply.status(201).send(image);
    });
  });

  if (mediaStorage.kind === 'local') {
    const local = mediaStorage as LocalMediaStorage;
    // The local files, under their content-hashed names: cached for a year, never revalidated; helmet's nosniff stays.
    app.get<{ Params: { shard: string; file: string } }>(
      '/media/:shard/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = `${request.params.shard}/${request.params.file}`;
        const info = MEDIA_KEY_PATTERN.test(key) ? await stat(local.pathOf(key)).catch(() => null) : null;
        if (!info?.isFile()) throw new AppError('NOT_FOUND', 'Image not found.');
        return (
          reply
            .header('cache-control', MEDIA_CACHE_CONTROL)
            // Public pictures: a CDN on another host (MEDIA_PUBLIC_BASE_URL) may pass them on to its pages.
            .header('cross-origin-resource-policy', 'cross-origin')
            .header('content-length', info.size)
            .type('image/webp')
            .send(createReadStream(local.pathOf(key)))
        );
      },
    );
  }
}
