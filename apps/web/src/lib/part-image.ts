import { partImageSizes, partImageUrl } from '@partsmith/contract/images';

/**
 * How part pictures are shown. Cards are at most ~400 px wide (three columns in a 1280 px page), half the
 * width on tablets and the full width on phones; the browser picks the thumbnail, the medium or the large
 * image.
 */
export const partImage = {
  ...partImageSizes,
  cardSizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

/**
 * The `srcset` of a part's picture: every size the store made. A phone (about 400 CSS px across at twice
 * that in pixels) takes the medium size, a third of the large one's bytes (ADR 0021, addendum 2026-11-26).
 * A picture the store did not make has no medium size.
 */
export function partImageSrcSet(part: { img: string; thumbnail: string }): string {
  const medium = partImageUrl(part.img, 'medium');
  return [
    `${part.thumbnail} ${partImageSizes.thumbnail.width}w`,
    ...(medium ? [`${medium} ${partImageSizes.medium.width}w`] : []),
    `${part.img} ${partImageSizes.large.width}w`,
  ].join(', ');
}
