import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { SynonymsPage } from './synonyms-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

/** A synonym table held the way the server holds it: one row per direction. */
function serveSynonyms(pairs: [string, string][]) {
  const rows = () =>
    pairs
      .flatMap(([term, alternative]) => [
        { term, alternative },
        { term: alternative, alternative: term },
      ])
      .sort((a, b) => a.term.localeCompare(b.term));
  api.routes['GET /api/synonym'] = () => ({ body: rows() });
  api.routes['POST /api/synonym'] = ({ body }) => {
    const { term, alternative } = body as { term: string; alternative: string };
    pairs.push([term, alternative]);
    return { body: { ok: true } };
  };
  api.routes['DELETE /api/synonym'] = ({ query }) => {
    const at = pairs.findIndex(
      ([term, alternative]) =>
        (term === query.get('term') && alternative === query.get('alternative')) ||
        (alternative === query.get('term') && term === query.get('alternative')),
    );
    if (at >= 0) pairs.splice(at, 1);
    return { body: { deletedCount: at >= 0 ? 2 : 0 } };
  };
}

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <SynonymsPage /> }] });

describe('SynonymsPage', () => {
  it('adds a pair, lower-cased as the search keeps it, and lists both directions', async () => {
    const user = userEvent.setup();
    serveSynonyms([['disc', 'rotor']]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Remove disc and rotor' })).toBeTruthy();
    await user.type(screen.getByLabelText('Word'), 'Silencer');
    await user.type(screen.getByLabelText('Finds also'), 'muffler');
    await user.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('"silencer" and "muffler" now find each other')).toBeTruthy();
    expect(api.made('POST', '/api/synonym')[0]?.body).toEqual({ term: 'silencer', alternative: 'muffler' });
    expect(await screen.findByRole('button', { name: 'Remove muffler and silencer' })).toBeTruthy();
    expect((screen.getByLabelText('Word') as HTMLInputElement).value).toBe('');
  });

  it('says what is wrong before sending: a word that is its own synonym, or punctuation', async () => {
    const user = userEvent.setup();
    serveSynonyms([]);
    renderPage();
    expect(await screen.findByText('No synonyms yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Word'), 'boot');
    await user.type(screen.getByLabelText('Finds also'), 'Boot');
    await user.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('A word is not its own synonym')).toBeTruthy();
    await user.clear(screen.getByLabelText('Finds also'));
    await user.type(screen.getByLabelText('Finds also'), 'gaiter!');
    await user.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(
      await screen.findByText('The synonym must be one to three words of letters and digits'),
    ).toBeTruthy();
    expect(api.made('POST', '/api/synonym')).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    serveSynonyms([]);
    api.routes['POST /api/synonym'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'disc and rotor already find each other.' },
    });
    renderPage();
    await user.type(await screen.findByLabelText('Word'), 'disc');
    await user.type(screen.getByLabelText('Finds also'), 'rotor');
    await user.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(
      (await screen.findAllByText("We couldn't add the synonym. disc and rotor already find each other."))
        .length,
    ).toBeGreaterThan(0);
  });

  it('asks before removing a pair, and Keep it removes nothing', async () => {
    const user = userEvent.setup();
    serveSynonyms([['shock absorber', 'damper']]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove damper and shock absorber' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this synonym?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.made('DELETE', '/api/synonym')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove damper and shock absorber' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Delete|Remove/ }));
    expect(await screen.findByText('"damper" and "shock absorber" no longer find each other')).toBeTruthy();
    expect(await screen.findByText('No synonyms yet')).toBeTruthy();
  });
});
