// Renders the storefront's hero slides and 404 illustration from SVG sources to WebP.
// Run from the repository root: npx tsx apps/web/scripts/make-art.ts
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { notFound } from './art/not-found';
import { slideBrakes } from './art/slide-brakes';
import { slideEngine } from './art/slide-engine';
import { slideLogistics } from './art/slide-logistics';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art');

const outputs: { file: string; svg: () => string; width: number; height: number }[] = [
  { file: 'slide-1.webp', svg: slideBrakes, width: 1600, height: 700 },
  { file: 'slide-2.webp', svg: slideEngine, width: 1600, height: 700 },
  { file: 'slide-3.webp', svg: slideLogistics, width: 1600, height: 700 },
  // What a phone shows of each slide (the 4:3 frame covered by the picture, its middle), at the pixels a
  // 412 px wide phone at 1.75 device pixels per CSS pixel shows it with: a third of the bytes.
  { file: 'slide-1-phone.webp', svg: slideBrakes, width: 720, height: 540 },
  { file: 'slide-2-phone.webp', svg: slideEngine, width: 720, height: 540 },
  { file: 'slide-3-phone.webp', svg: slideLogistics, width: 720, height: 540 },
  { file: 'not-found.webp', svg: notFound, width: 800, height: 600 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, svg, width, height } of outputs) {
  const target = join(outDir, file);
  await sharp(Buffer.from(svg()))
    .resize(width, height)
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toFile(target);
  console.log(`${file}: ${width}x${height}, ${(statSync(target).size / 1024).toFixed(1)} KB`);
}
