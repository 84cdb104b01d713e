import { partImageSizes } from '@partsmith/contract/images';

/**
 * How part pictures are shown. Cards are at most ~400 px wide (three columns in a 1280 px page), half the
 * width on tablets and the full width on phones; the browser picks the thumbnail or the large image.
 */
export const partImage = {
  ...partImageSizes,
  cardSizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;
