/**
 * The home carousel's three slides (docs/product.md §1). Pictures are 1600×700 WebP files in public/art/,
 * each with a 720×540 crop of its middle for phones (apps/web/scripts/make-art.ts).
 */
export interface Slide {
  src: string;
  /** What a phone shows of the picture: the middle of it, in the carousel's 4:3 frame below `sm`. */
  phoneSrc: string;
  alt: string;
  eyebrow: string;
  title: string;
  text: string;
}

export const slideSize = { width: 1600, height: 700 } as const;
export const phoneSlideSize = { width: 720, height: 540 } as const;
/** Below Tailwind's `sm` breakpoint, where the carousel's frame is 4:3. */
export const phoneMedia = '(width < 40rem)';
export const widerMedia = '(width >= 40rem)';

export const slides: Slide[] = [
  {
    src: '/art/slide-1.webp',
    phoneSrc: '/art/slide-1-phone.webp',
    alt: 'A drilled brake disc with an amber caliper under a workshop spotlight',
    eyebrow: 'Brakes & suspension',
    title: 'Stopping power you can trust',
    text: 'Discs, pads, calipers and shocks tested for heat, wear and load, so every car stops and rides right.',
  },
  {
    src: '/art/slide-2.webp',
    phoneSrc: '/art/slide-2-phone.webp',
    alt: 'Gears and engine parts laid out on a dark workbench',
    eyebrow: 'Engine & drivetrain',
    title: 'Precision parts, machined in-house',
    text: 'Pistons, gaskets and timing kits made to OEM tolerances and checked before they leave the plant.',
  },
  {
    src: '/art/slide-3.webp',
    phoneSrc: '/art/slide-3-phone.webp',
    alt: 'A delivery truck leaving the Partsmith warehouse at dusk',
    eyebrow: 'Wholesale orders',
    title: 'Order in bulk, delivered fast',
    text: 'Workshops and distributors order by the crate, pay by card and follow every order from the dashboard.',
  },
];
