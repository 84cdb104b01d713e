import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRead, PageRenderer } from './page-renderer';
import { renderedPages } from './rendered-pages';

/** A renderer whose page is made from one API answer, `answer`, which a test changes. */
function fakeRenderer() {
  const state = { answer: 'brake pads', renders: 0, checks: 0 };
  const read = (): ApiRead => ({
    url: '/api/part',
    headers: {},
    status: 200,
    body: Buffer.from(state.answer),
  });
  const renderer: PageRenderer = {
    render: async () => {
      state.renders += 1;
      return { page: { status: 200, head: '', html: state.answer, state: '' }, reads: [read()] };
    },
    unchanged: async (reads) => {
      state.checks += 1;
      return reads.every((kept) => kept.body.equals(read().body));
    },
  };
  return { state, pages: renderedPages(renderer, (page) => `<main>${page.html}</main>`) };
}

const html = async (pages: ReturnType<typeof fakeRenderer>['pages']) =>
  (await pages.get('/'))?.body.body.toString();

describe('the rendered pages cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('serves a page a second old again without rendering it while its API answers are the same', async () => {
    const { state, pages } = fakeRenderer();
    expect(await html(pages)).toBe('<main>brake pads</main>');
    vi.setSystemTime(new Date('2026-11-25T12:00:05Z'));
    expect(await html(pages)).toBe('<main>brake pads</main>');
    expect(state).toMatchObject({ renders: 1, checks: 1 });
    // Checked a moment ago: served as it is.
    expect(await html(pages)).toBe('<main>brake pads</main>');
    expect(state).toMatchObject({ renders: 1, checks: 1 });
  });

  it('renders it again once an answer changed (another instance wrote), or after invalidate', async () => {
    const { state, pages } = fakeRenderer();
    await html(pages);
    state.answer = 'brake discs';
    expect(await html(pages)).toBe('<main>brake pads</main>'); // under a second: as cached
    vi.setSystemTime(new Date('2026-11-25T12:00:02Z'));
    expect(await html(pages)).toBe('<main>brake discs</main>');
    expect(state.renders).toBe(2);
    state.answer = 'oil filter';
    pages.invalidate();
    expect(await html(pages)).toBe('<main>oil filter</main>');
    expect(state.renders).toBe(3);
  });

  it('renders it again on a new day, whatever the answers', async () => {
    const { state, pages } = fakeRenderer();
    await html(pages);
    vi.setSystemTime(new Date('2026-11-26T00:00:01Z'));
    await html(pages);
    expect(state.renders).toBe(2);
  });
});
