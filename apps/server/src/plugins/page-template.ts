/** What the web app's server renderer gives for one page (apps/web/src/ssr/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
}

const appHtml = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;
const title = /<title>[^<]*<\/title>/;
const description = /\s*<meta\s+name="description"[^>]*>/;
const noscript = /\s*<noscript>[\s\S]*?<\/noscript>/;
const rootEnd = '</div>';
const stylesheetLink = /<link rel="stylesheet"[^>]*>/;

/** The href of the shell's stylesheet (`/assets/index-….css`), or null when it has none. */
export function stylesheetHref(shell: string): string | null {
  return /href="([^"]+)"/.exec(stylesheetLink.exec(shell)?.[0] ?? '')?.[1] ?? null;
}

/**
 * The built index.html as a template for rendered pages: the page's head tags replace the shell's title
 * and description, its HTML replaces the placeholder in `#root` (between the `<!--app-html-->` markers),
 * and its state follows `#root` as a JSON data block (no inline script: the CSP stays as strict as it is).
 * The `<noscript>` notice goes: a rendered page works without JavaScript. Null for a shell without markers.
 *
 * With `stylesFor` (the part of the app's stylesheet an HTML uses, page-styles.ts), the page's `<head>` carries the rules its HTML uses instead of the render-blocking link
 * to the whole stylesheet, which stays in the page disabled (not fetched) until the app wakes and
 * enables it (apps/web/src/main.ts): the page paints from its own bytes (ADR 0021).
 */
export function pageTemplate(
  shell: string,
  stylesFor?: (html: string) => string,
): ((page: RenderedPage) => string) | null {
  // A shell without the markers (an older build) cannot take rendered pages.
  if (!appHtml.test(shell) || !title.test(shell)) return null;
  const cut = '\u0000';
  const [head = '', body = ''] = shell
    .replace(description, '')
    .replace(noscript, '')
    .replace(appHtml, cut)
    .split(cut);
  const [headStart = '', headEnd = ''] = head.replace(title, cut).split(cut);
  const link = stylesheetLink.exec(headEnd)?.[0];
  const [beforeLink = '', afterLink = ''] = link ? headEnd.split(link) : [];
  const wholeStylesheet = link?.replace(/>$/, ' disabled data-whole-stylesheet>');
  const rootClose = body.indexOf(rootEnd) + rootEnd.length;
  const [bodyStart, bodyEnd] = [body.slice(0, rootClose), body.slice(rootClose)];
  const headFor =
    stylesFor && wholeStylesheet
      ? (page: RenderedPage) =>
          `${beforeLink}<style>${stylesFor(page.html)}</style>\n    ${wholeStylesheet}${afterLink}`
      : () => headEnd;
  return (page) =>
    `${headStart}${page.head}${headFor(page)}${page.html}${bodyStart}\n    <script type="application/json" id="page-state">${page.state}</script>${bodyEnd}`;
}
