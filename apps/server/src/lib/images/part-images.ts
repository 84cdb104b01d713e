import { createHash } from 'node:crypto';
import { partImageSizes, partImageUrl, type PartImageSize } from '@partsmith/contract/images';
import { invalid, tooLarge, unsupportedMediaType } from '../app-error';
import { loadOnce } from '../load-once';
import { imageNameOf, type ImageStore } from './image-store';
import { sniffImageFormat } from './sniff';

export interface PartImageUrls {
  large: string;
  medium: string;
  thumbnail: string;
}

type Size = PartImageSize;

const loadSharp = loadOnce(async () => (await import('sharp')).default);

const quality: Record<Size, number> = { large: 80, medium: 78, thumbnail: 74 };

/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
export const maxInputPixels = 40_000_000;

/**
 * Decodes any supported image, crops it to 4:3 and re-encodes it as WebP without metadata. A file whose
 * header reads well but whose pixels do not (cut short, say) is the sender's fault, not ours.
 */
export async function renderPartImage(input: Buffer, size: Size): Promise<Buffer> {
  const { width, height } = partImageSizes[size];
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: maxInputPixels, animated: false })
    .rotate()
    .resize({ width, height, fit: 'cover', withoutEnlargement: false })
    .webp({ quality: quality[size], effort: 5 })
    .toBuffer()
    .catch(() => {
      throw unsupportedMediaType('This image is damaged and cannot be read.');
    });
}

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

/** Already rendered files by name (the demo pictures made at build time), or null to render. */
export type PrerenderedImages = (name: string) => Promise<Buffer | null>;

/**
 * Makes the large, medium and thumbnail WebP files for a part picture and stores them under names derived from
 * the source bytes, so the same source is only rendered once.
 */
export async function storePartImage(
  store: ImageStore,
  source: Buffer,
  prerendered?: PrerenderedImages,
): Promise<PartImageUrls> {
  const sourceHash = hashOf(source);
  const storeSize = async (size: Size) => {
    const name = `${sourceHash}-${size}.webp`;
    if (await store.has(name)) return store.urlOf(name);
    const bytes = (await prerendered?.(name)) ?? (await renderPartImage(source, size));
    return store.put(name, bytes, 'image/webp');
  };
  const [large, medium, thumbnail] = await Promise.all([
    storeSize('large'),
    storeSize('medium'),
    storeSize('thumbnail'),
  ]);
  return { large, medium, thumbnail };
}

/** The thumbnail's URL for a large image's URL, both as `storePartImage` names them. */
export function thumbnailOf(largeUrl: string): string | null {
  return partImageUrl(largeUrl, 'thumbnail');
}

export type StoredImage = { image_large: string; image_thumbnail: string };

/**
 * A part's picture, as the product form, the product editor and the catalogue import give it: it must
 * be exactly the URL this store answered for a picture it made (`/images/…-large.webp`, or the S3 public
 * prefix's), so the thumbnail exists beside it and no page points anywhere else. The one check of it.
 */
export async function storedImage({ images }: { images: ImageStore }, img: string): Promise<StoredImage> {
  const name = imageNameOf(img);
  const thumbnail = thumbnailOf(img);
  if (!thumbnail || !name) throw invalid('Upload the picture first, then use the URL it answers.');
  if (img !== images.urlOf(name)) {
    throw invalid(
      `A picture is given by the URL its upload answered, which starts with ${images.urlOf('')}; this one points elsewhere.`,
    );
  }
  if (!(await images.has(name))) throw invalid('Upload the picture first, then use the URL it answers.');
  return { image_large: img, image_thumbnail: thumbnail };
}

/**
 * Checks an uploaded file before any decoding: its real type (from its bytes) must be one we accept and
 * its header must declare a sane size, so a decompression bomb is refused without being expanded.
 */
export async function checkUpload(bytes: Buffer): Promise<void> {
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw unsupportedMediaType('This file is not a JPEG, PNG, WebP, AVIF or GIF image.');
  }
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedMediaType(`This ${format.toUpperCase()} file is damaged and cannot be read.`);
    });
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw unsupportedMediaType('This image has no size and cannot be read.');
  if (pixels > maxInputPixels) {
    throw tooLarge(`This image is ${meta.width}×${meta.height} pixels; the limit is 40 megapixels.`);
  }
}
