import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@partsmith/contract/users';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { MakeAdminPage } from './make-admin-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

function serveUsers(users: User[], makeAdmin: (email: string) => { status?: number; body: unknown }) {
  api.routes['GET /api/user'] = () => ({ body: users });
  api.routes['PUT /api/user/admin/:email'] = ({ params }) => makeAdmin(params.email ?? '');
}

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <MakeAdminPage /> }] });

describe('MakeAdminPage', () => {
  it('makes a buyer admin, says so and refreshes the list', async () => {
    const user = userEvent.setup();
    const buyer: User = { _id: '2', email: 'buyer@partsmith.test', name: 'Blake', role: 'buyer' };
    const users = [buyer];
    serveUsers(users, () => {
      users[0] = { ...buyer, role: 'admin' };
      return { body: { modifiedCount: 1 } };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make Admin: buyer@partsmith.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Make buyer@partsmith.test an admin?' });
    expect(api.made('PUT', '/api/user/admin/buyer@partsmith.test')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Successfully made an admin')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Make Admin/ })).toBeNull());
    expect(api.made('GET', '/api/user')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Make Admin' })),
    );
  });

  it('asks first, and Cancel makes nobody admin', async () => {
    const user = userEvent.setup();
    serveUsers([{ _id: '2', email: 'buyer@partsmith.test', name: 'Blake', role: 'buyer' }], () => ({
      body: { modifiedCount: 1 },
    }));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Make Admin: buyer@partsmith.test' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Make buyer@partsmith.test an admin?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.made('PUT', '/api/user/admin/buyer@partsmith.test')).toHaveLength(0);
  });

  it("says 'Failed to make an admin' when the server refuses (403)", async () => {
    const user = userEvent.setup();
    serveUsers([{ _id: '2', email: 'buyer@partsmith.test', name: 'Blake', role: 'buyer' }], () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only an admin can do that.' },
    }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make Admin: buyer@partsmith.test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Failed to make an admin')).toBeTruthy();
  });

  it('tells when there is nobody to list', async () => {
    serveUsers([], () => ({ body: { modifiedCount: 0 } }));
    renderPage();
    expect(await screen.findByText('No accounts yet')).toBeTruthy();
  });

  it('shows a failed load with a way to retry', async () => {
    api.routes['GET /api/user'] = () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only an admin can do that.' },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Only an admin can do that.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
