import postcss, { type Container } from 'postcss';

/**
 * A piece of the app's stylesheet, in order: text always kept (wrappers such as `@layer base{`, rules
 * without a class, keyframes, properties), or a rule kept when one of its selectors' classes are all on
 * the page.
 */
type Piece = string | { css: string; needs: string[][] };

/** At-rules whose body is not a list of rules to choose from. */
const keptWhole = new Set(['keyframes', 'property', 'font-face', 'counter-style', 'page']);

/** `\:` → `:`, `\32 ` → `2`: a class name as the HTML writes it. */
const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );

/** The selectors of a list, split at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  return [...parts, list.slice(from)];
}

const className = /^(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|[^\p{ASCII}])+/u;
/** Past this many alternatives a rule is simply kept. */
const maxAlternatives = 64;

/**
 * The sets of classes of which an element must have one for this selector to match anything: one set
 * per alternative of its `:is(…)` and `:where(…)`. Classes inside `:not(…)`, `:has(…)` or `[…]` are
 * not required, so such a rule is kept unless its other classes are missing: a rule wrongly kept costs
 * bytes, one wrongly left out would cost styles. An empty set: always kept.
 */
export function requiredClasses(selector: string): string[][] {
  let alternatives: string[][] = [[]];
  const require = (options: string[][]) => {
    alternatives = alternatives.flatMap((had) => options.map((option) => [...had, ...option]));
    if (alternatives.length > maxAlternatives) alternatives = [[]];
  };
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (char === '.') {
      const name = className.exec(selector.slice(at + 1))?.[0] ?? '';
      if (name) require([[unescapeCss(name)]]);
      at += name.length;
    } else if (char === '(' || char === '[') {
      // To the matching bracket; the arguments of :is() and :where() are alternatives.
      let depth = 1;
      let end = at + 1;
      for (; end < selector.length && depth > 0; end += 1) {
        if (selector[end] === '\\') end += 1;
        else if (selector[end] === '(' || selector[end] === '[') depth += 1;
        else if (selector[end] === ')' || selector[end] === ']') depth -= 1;
      }
      if (char === '(' && /:(?:is|where|matches)$/.test(selector.slice(0, at))) {
        require(splitList(selector.slice(at + 1, end - 1)).flatMap(requiredClasses));
      }
      at = end - 1;
    }
  }
  return alternatives;
}

function piecesOf(container: Container, pieces: Piece[]): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment' || node.type === 'decl') continue;
    if (node.type === 'rule') {
      const needs = node.selectors.flatMap(requiredClasses);
      pieces.push(
        needs.some((classes) => classes.length === 0) ? node.toString() : { css: node.toString(), needs },
      );
    } else if (!node.nodes) {
      pieces.push(`${node.toString()};`); // `@layer a, b;`, `@import …;`
    } else if (keptWhole.has(node.name.replace(/^-\w+-/, ''))) {
      pieces.push(node.toString());
    } else {
      pieces.push(`@${node.name}${node.raws.afterName ?? ' '}${node.params}{`);
      piecesOf(node, pieces);
      pieces.push('}');
    }
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Every class named in the page's `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '');
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The app's stylesheet, ready to be cut down to what one page uses: the rules whose classes the page's
 * HTML names, with everything that names no class, in the stylesheet's order. A server-rendered page
 * inlines that instead of waiting for the whole stylesheet (ADR 0021). The stylesheet is parsed on the
 * first page rendered, not while the server starts.
 */
export function pageStyles(stylesheet: string): (html: string) => string {
  let pieces: Piece[] | undefined;
  return (html) => {
    if (!pieces) {
      pieces = [];
      piecesOf(postcss.parse(stylesheet), pieces);
    }
    const classes = classesIn(html);
    let css = '';
    for (const piece of pieces) {
      if (typeof piece === 'string') css += piece;
      else if (piece.needs.some((needed) => needed.every((name) => classes.has(name)))) css += piece.css;
    }
    return css;
  };
}
