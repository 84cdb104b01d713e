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

/**
 * The built index.html as a template for rendered pages: the page's head tags replace the shell's title
 * and description, its HTML replaces the placeholder in `#root` (between the `<!--app-html-->` markers),
 * and its state follows `#root` as a JSON data block (no inline script: the CSP stays as strict as it is).
 * The `<noscript>` notice goes: a rendered page works without JavaScript. Null for a shell without markers.
 */
export function pageTemplate(shell: string): ((page: RenderedPage) => string) | null {
  // A shell without the markers (an older build) cannot take rendered pages.
  if (!appHtml.test(shell) || !title.test(shell)) return null;
  const cut = '\u0000';
  const [head = '', body = ''] = shell
    .replace(description, '')
    .replace(noscript, '')
    .replace(appHtml, cut)
    .split(cut);
  const [headStart = '', headEnd = ''] = head.replace(title, cut).split(cut);
  const rootClose = body.indexOf(rootEnd) + rootEnd.length;
  const [bodyStart, bodyEnd] = [body.slice(0, rootClose), body.slice(rootClose)];
  return (page) =>
    `${headStart}${page.head}${headEnd}${page.html}${bodyStart}\n    <script type="application/json" id="page-state">${page.state}</script>${bodyEnd}`;
}
