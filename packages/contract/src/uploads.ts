import { z } from 'zod';

/** POST /images answers the spec's image-hosting shape, plus the thumbnail we make. */
export const UploadedImage = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), thumbnail: z.string() }),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
