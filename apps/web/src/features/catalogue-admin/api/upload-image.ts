import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@partsmith/contract/uploads';
import { ApiRequestError, apiClient } from '../../../lib/api-client';

/**
 * POST /images (admin), multipart field "image": the server checks the bytes, crops the picture to 4:3
 * and answers the large image's URL (the part's `img`) and its thumbnail. 413 too large, 415 not an image.
 */
export async function uploadImage(file: File): Promise<UploadedImage['data']> {
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await apiClient.post('/images', 'UploadedImage', form);
  if (!answer?.success || !answer.data?.url) {
    throw new ApiRequestError(200, 'UPLOAD_FAILED', 'The image could not be stored. Please try again.');
  }
  return answer.data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
