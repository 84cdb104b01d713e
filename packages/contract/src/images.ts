/** Width and height of the part images the store makes: every picture is cropped to 4:3 (ADR 0002). */
export const partImageSizes = {
  large: { width: 1200, height: 900 },
  /** What a phone shows across its width (ADR 0021, addendum 2026-11-26): ~380 CSS px at 2× density. */
  medium: { width: 800, height: 600 },
  thumbnail: { width: 400, height: 300 },
} as const;

export type PartImageSize = keyof typeof partImageSizes;

const largeSuffix = /-large\.webp$/;

/**
 * The URL of another size of a part picture the store made, from its large picture's URL (the store
 * names every size after the source's hash), or null for a picture the store did not make.
 */
export function partImageUrl(largeUrl: string, size: PartImageSize): string | null {
  return largeSuffix.test(largeUrl) ? largeUrl.replace(largeSuffix, `-${size}.webp`) : null;
}
