import multipart from '@fastify/multipart';
import { maxImageBytes, UploadedImage } from '@partsmith/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid, unsupportedMediaType } from '../../lib/app-error';
import { assertCanUploadImages } from './policy';
import { malformedUpload } from '../../lib/malformed-upload';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { checkUpload, storePartImage } from '../../lib/images/part-images';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/images',
    {
      onRequest: app.allow(assertCanUploadImages),
      config: perUserLimit(app.config.uploadRateLimit, 'uploads'),
      schema: {
        tags: ['images'],
        security: [{ bearer: [] }],
        summary: 'Upload a part picture (admin; multipart field "image", at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedImage, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType('Send the image as multipart/form-data.');
      const file = await request.file().catch(malformedUpload);
      if (!file) throw invalid('Choose an image file to upload.');
      const bytes = await file.toBuffer().catch(malformedUpload);
      await checkUpload(bytes);
      const urls = await storePartImage(app.images, bytes);
      return { success: true as const, data: { url: urls.large, thumbnail: urls.thumbnail } };
    },
  );
};
