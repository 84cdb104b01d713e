import { invalid } from './app-error';

/**
 * What a multipart upload's parser threw, as the answer it gets: the parser's own errors (no boundary,
 * a part or the form cut short) carry no status and are the sender's fault (400); an error with a status
 * (413 for a file over the limit) keeps it, and a system error (the disk) is ours and stays a 500.
 */
export function malformedUpload(error: unknown): never {
  if (!(error instanceof Error) || 'statusCode' in error || 'syscall' in error) throw error;
  throw invalid('This upload is not well-formed multipart/form-data (cut short?). Send the file again.');
}
