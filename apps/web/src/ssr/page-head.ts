import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';
import { pageTitle } from '../lib/use-document-title';

/** What a server-rendered page tells search engines and link previews about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address, absolute; none for a page that should not be indexed. */
  canonical?: string;
  /** Open Graph type: website, or product for a part page. */
  type: 'website' | 'product';
  image?: string;
  noindex?: boolean;
  /** schema.org objects, each written as a JSON-LD block. */
  structuredData: object[];
}

const siteDescription =
  'Partsmith makes car parts: engines, brakes, suspension and more. Browse the catalogue, order in bulk and pay by card.';
export const brandImage = '/art/slide-1.webp';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON that cannot close its `<script>` element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** At most `max` characters, cut at a word, for a meta description. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function homeHead(origin: string): PageHead {
  return {
    title: pageTitle(),
    description: siteDescription,
    canonical: `${origin}/`,
    type: 'website',
    image: `${origin}${brandImage}`,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Partsmith',
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        description: siteDescription,
      },
    ],
  };
}

/** The catalogue: its canonical address keeps the category and the page, not the words searched. */
export function partsHead(origin: string, search: URLSearchParams): PageHead {
  const kept = new URLSearchParams();
  for (const name of ['category', 'page']) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  const category = search.get('category');
  return {
    title: pageTitle(category ? `${category} parts` : 'Parts'),
    description: category
      ? `Partsmith ${category.toLowerCase()} parts: prices per unit, minimum order and stock.`
      : 'Every part Partsmith makes, with its price per unit, minimum order and stock. Search by part number, OEM number or vehicle.',
    canonical: `${origin}${clientRoutes.parts}${query ? `?${query}` : ''}`,
    type: 'website',
    image: `${origin}${brandImage}`,
    structuredData: [],
  };
}

/** In stock when at least one minimum order can be filled. */
const availability = (part: Part) =>
  part.availableQuantity >= part.minOrderQuantity
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';

export function partHead(origin: string, part: Part): PageHead {
  const url = `${origin}${clientRoutes.parts}/${encodeURIComponent(part._id)}`;
  const image = new URL(part.img, origin).href;
  return {
    title: pageTitle(part.name),
    description: summary(`${part.name} (${part.partNumber}), ${part.category}. ${part.description}`),
    canonical: url,
    type: 'product',
    image,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: part.name,
        sku: part.partNumber,
        mpn: part.partNumber,
        image: [image],
        description: part.description,
        category: part.category,
        brand: { '@type': 'Brand', name: 'Partsmith' },
        url,
        offers: {
          '@type': 'Offer',
          url,
          price: part.price.toFixed(2),
          priceCurrency: 'USD',
          availability: availability(part),
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.minOrderQuantity },
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Parts', item: `${origin}${clientRoutes.parts}` },
          { '@type': 'ListItem', position: 3, name: part.name, item: url },
        ],
      },
    ],
  };
}

export function staticPageHead(origin: string, path: string, title: string, description: string): PageHead {
  return {
    title: pageTitle(title),
    description,
    canonical: `${origin}${path}`,
    type: 'website',
    image: `${origin}${brandImage}`,
    structuredData: [],
  };
}

export function notFoundHead(): PageHead {
  return {
    title: pageTitle('Page not found'),
    description: 'There is no page at this address. Every part we make is on the parts list.',
    type: 'website',
    noindex: true,
    structuredData: [],
  };
}

/** The tags for `<head>`: title, description, canonical, robots, Open Graph, Twitter card and JSON-LD. */
export function headHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical && `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    head.noindex && meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', 'Partsmith'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical && meta('property', 'og:url', head.canonical),
    head.image && meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
