import type { FastifyRequest } from 'fastify';
import { invalid, tooLarge, unsupportedMediaType } from './app-error';

/**
 * The multipart parser's own errors (no boundary, data cut short) carry no status: the sender's fault,
 * 400. A file over the route's limit is 413 with `tooLargeMessage`.
 */
function uploadProblem(error: unknown, tooLargeMessage: string): never {
  if (error instanceof Error && 'statusCode' in error) {
    if (error.statusCode === 413) throw tooLarge(tooLargeMessage);
    throw error;
  }
  throw invalid('This upload is not well-formed multipart/form-data.');
}

/**
 * The bytes of the one file of a multipart upload in field `field`, read whole (the multipart plugin's
 * `fileSize` limit bounds them): 415 when the body is not multipart, 400 when it holds no such field or
 * is cut short, 413 over the limit (never a truncated file read as if whole).
 */
export async function uploadedBytes(
  request: FastifyRequest,
  { field, missing, tooLargeMessage }: { field: string; missing: string; tooLargeMessage: string },
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the file as multipart/form-data (field “${field}”).`);
  }
  const file = await request.file().catch((error: unknown) => uploadProblem(error, tooLargeMessage));
  if (!file || file.fieldname !== field) throw invalid(missing);
  const bytes = await file.toBuffer().catch((error: unknown) => uploadProblem(error, tooLargeMessage));
  if (file.file.truncated) throw tooLarge(tooLargeMessage);
  return { bytes, filename: file.filename };
}
