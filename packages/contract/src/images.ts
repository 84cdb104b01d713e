/** Width and height of the part images the store makes: every picture is cropped to 4:3 (ADR 0002). */
export const partImageSizes = {
  large: { width: 1200, height: 900 },
  thumbnail: { width: 400, height: 300 },
} as const;
