import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { createQueryClient } from './query-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The demand is page-wide state: each test starts from a freshly loaded module.
async function loadProviders() {
  const { AppProviders } = await import('./providers');
  const { requestToaster } = await import('./toaster-demand');
  return { AppProviders, requestToaster };
}

describe('the toast container', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('waits for the first interaction, then shows the toasts sent before it', async () => {
    const { AppProviders } = await loadProviders();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    act(() => {
      toast.success('Saved before anyone looked');
    });
    await userEvent.keyboard('{Tab}');

    expect(await screen.findByRole('region', { name: /notifications/i })).toBeTruthy();
    expect(await screen.findByText('Saved before anyone looked')).toBeTruthy();
  });

  it('comes at once when a page asks for it', async () => {
    const { AppProviders, requestToaster } = await loadProviders();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    act(() => {
      requestToaster();
      toast.error('Only admins can open that page.');
    });

    expect(await screen.findByText('Only admins can open that page.')).toBeTruthy();
  });
});
