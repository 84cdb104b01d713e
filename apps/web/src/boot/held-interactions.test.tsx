import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdInteractions, type HeldInteractions } from './held-interactions';

/** A page as the server renders it: a counter button, a link, a search form with an address, fields. */
function Page({ onRendered }: { onRendered?: () => void }) {
  const [clicks, setClicks] = useState(0);
  const [category, setCategory] = useState('');
  const [words, setWords] = useState('');
  const [wanted, setWanted] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => onRendered?.(), [onRendered]);
  return (
    <main>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Next
      </button>
      <output data-testid="clicks">{clicks}</output>
      <a href="/parts">Parts</a>
      <form action="/parts">
        <input name="q" aria-label="Search" />
        <button type="submit">Find parts</button>
      </form>
      <select aria-label="Category" value={category} onChange={(event) => setCategory(event.target.value)}>
        <option value="">All</option>
        <option value="Brakes">Brakes</option>
      </select>
      <output data-testid="category">{category}</output>
      <input aria-label="Words" value={words} onChange={(event) => setWords(event.target.value)} />
      <output data-testid="words">{words}</output>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(wanted);
        }}
      >
        <input aria-label="Wanted" value={wanted} onChange={(event) => setWanted(event.target.value)} />
      </form>
      <output data-testid="searched">{searched}</output>
    </main>
  );
}

let root: Root | undefined;
let held: HeldInteractions | undefined;
let wakes = 0;

function serverRenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  wakes = 0;
  held = holdInteractions(() => (wakes += 1));
  return container;
}

/**
 * Hydrates the page, then lets the held interactions replay, a task apart each: one `act` a task, so
 * React renders what each changed before the next, as it does in a browser.
 */
async function hydrate(container: HTMLElement) {
  const release = held!.release;
  await act(async () => {
    root = hydrateRoot(container, <Page onRendered={release} />);
  });
  for (let task = 0; task < 5; task += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

const byTestId = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="${id}"]`)?.textContent;

afterEach(() => {
  act(() => root?.unmount());
  held?.release();
  root = undefined;
  document.body.innerHTML = '';
});

describe('what a visitor does before the app has hydrated the page', () => {
  it('holds a click on a button, wakes the app, and clicks it again once the app has hydrated', async () => {
    const container = serverRenderedPage();
    const button = container.querySelector('button[type="button"]') as HTMLButtonElement;

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(wakes).toBe(1);

    await hydrate(container);
    expect(byTestId(container, 'clicks')).toBe('1');
  });

  it('leaves links and a form with an address to the browser', () => {
    const container = serverRenderedPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(link);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button[type="submit"]')!.dispatchEvent(submit);

    expect(link.defaultPrevented).toBe(false);
    expect(submit.defaultPrevented).toBe(false);
    expect(wakes).toBe(0);
  });

  it("tells the app's fields what was chosen and typed before hydration", async () => {
    const container = serverRenderedPage();
    const select = container.querySelector('select')!;
    select.value = 'Brakes';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const words = container.querySelector('input[aria-label="Words"]') as HTMLInputElement;
    words.value = 'brake pad';
    words.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate(container);
    expect(byTestId(container, 'category')).toBe('Brakes');
    expect(byTestId(container, 'words')).toBe('brake pad');
  });

  it('submits a form with what was typed in it before hydration, as the visitor did', async () => {
    const container = serverRenderedPage();
    const wanted = container.querySelector('input[aria-label="Wanted"]') as HTMLInputElement;
    wanted.value = 'filter';
    wanted.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    wanted.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate(container);
    expect(byTestId(container, 'searched')).toBe('filter');
  });

  it('replays nothing twice and holds nothing once released', async () => {
    const container = serverRenderedPage();
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    await hydrate(container);
    held!.release();
    act(() => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(byTestId(container, 'clicks')).toBe('2');
  });
});
