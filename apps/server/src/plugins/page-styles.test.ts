import { describe, expect, it } from 'vitest';
import { classesIn, pageStyles, requiredClasses } from './page-styles';
import { pageTemplate, stylesheetHref } from './page-template';

describe('requiredClasses', () => {
  it('reads the classes a selector needs, unescaped, one set per :is()/:where() alternative', () => {
    expect(requiredClasses('.card')).toEqual([['card']]);
    expect(requiredClasses('.sm\\:px-6')).toEqual([['sm:px-6']]);
    expect(requiredClasses('.\\32 xl\\:flex')).toEqual([['2xl:flex']]);
    expect(requiredClasses('.bg-neutral\\/80:hover')).toEqual([['bg-neutral/80']]);
    expect(requiredClasses('.btn.btn-primary>svg')).toEqual([['btn', 'btn-primary']]);
    expect(requiredClasses(':where(.space-y-2>:not(:last-child))')).toEqual([['space-y-2']]);
    expect(requiredClasses(':is(.menu,.dropdown) li')).toEqual([['menu'], ['dropdown']]);
  });

  it('requires no class inside :not(), :has() or an attribute, nor for an element selector', () => {
    expect(requiredClasses('.btn:not(.btn-ghost)')).toEqual([['btn']]);
    expect(requiredClasses(':root:has(.modal-open)')).toEqual([[]]);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([[]]);
    expect(requiredClasses(':is(.input,input)')).toEqual([['input'], []]);
  });
});

describe('pageStyles', () => {
  const stylesheet =
    '@layer theme,base,utilities;@layer base{*{margin:0}h1{font-size:2rem}}' +
    '@layer utilities{.flex{display:flex}.grid{display:grid}.sm\\:px-6{@media (width>=40rem){padding:1.5rem}}' +
    '.card,.panel{border:1px}:is(.menu,.tabs) li{padding:0}}@keyframes spin{to{rotate:1turn}}' +
    '@media (prefers-reduced-motion:no-preference){.animate{animation:spin 1s}}';
  const stylesFor = pageStyles(stylesheet);

  it('keeps, in order, the rules whose classes the page uses and every rule that names none', () => {
    const html = '<main class="flex sm:px-6"><div class="panel">a</div><h1 class="menu">b</h1></main>';
    expect(stylesFor(html)).toBe(
      '@layer theme,base,utilities;@layer base{*{margin:0}h1{font-size:2rem}}' +
        '@layer utilities{.flex{display:flex}.sm\\:px-6{@media (width>=40rem){padding:1.5rem}}' +
        '.card,.panel{border:1px}:is(.menu,.tabs) li{padding:0}}@keyframes spin{to{rotate:1turn}}' +
        '@media (prefers-reduced-motion:no-preference){}',
    );
  });

  it('reads the classes of every element, entities decoded', () => {
    expect([...classesIn('<p class="a  b"></p><svg class="[&amp;&gt;svg]:size-4"></svg>')]).toEqual([
      'a',
      'b',
      '[&>svg]:size-4',
    ]);
  });
});

describe('pageTemplate with the page’s styles inlined', () => {
  const shell =
    '<html><head><title>Shell</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>' +
    '<body><div id="root"><!--app-html--><p>shell</p><!--/app-html--></div></body></html>';

  it('puts the page’s rules in <head> and the whole stylesheet after them, disabled', () => {
    expect(stylesheetHref(shell)).toBe('/assets/index-2.css');
    const fill = pageTemplate(shell, (html) => `/*styles of ${html}*/`);
    const page = fill?.({ status: 200, head: '<title>Page</title>', html: '<p>page</p>', state: '{}' });
    expect(page).toContain(
      '<style>/*styles of <p>page</p>*/</style>\n    <link rel="stylesheet" crossorigin href="/assets/index-2.css" disabled data-whole-stylesheet>',
    );
    expect(page?.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('keeps the render-blocking link without them', () => {
    const page = pageTemplate(shell)?.({ status: 200, head: '', html: '', state: '{}' });
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>');
    expect(page).not.toContain('<style>');
  });
});
