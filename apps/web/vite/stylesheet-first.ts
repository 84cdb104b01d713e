import type { Plugin } from 'vite';

const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built stylesheet's `<link>` to the top of the head, before the `<title>` (where the server
 * puts a rendered page's head tags, preloads of its largest picture among them) and the bootstrap's
 * script. Over HTTP/1.1 the first file asked for after the page takes the page's open connection and
 * the rest open new ones: the stylesheet, which blocks the first paint, now gets it (ADR 0021, addendum
 * 2026-11-26).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'partsmith:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheet) ?? [];
        if (!links.length || !html.includes('<title>')) return html;
        const [indent = ''] = /[ \t]*(?=<title>)/.exec(html) ?? [];
        const moved = links.map((link) => `${link.trim()}\n${indent}`).join('');
        return html.replace(stylesheet, '').replace('<title>', `${moved}<title>`);
      },
    },
  };
}
