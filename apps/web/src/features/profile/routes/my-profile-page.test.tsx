import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { MyProfilePage } from './my-profile-page';

const EMAIL = 'buyer@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

let profile = {
  email: EMAIL,
  location: null as string | null,
  number: null as string | null,
  linkedIn: null as string | null,
  vehicleId: null as string | null,
};
beforeEach(() => {
  profile = { email: EMAIL, location: null, number: null, linkedIn: null, vehicleId: null };
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(EMAIL, 'Blake Buyer') });
  api.routes['GET /api/profile/:email'] = () => ({ body: profile });
  api.routes['PUT /api/profile/:email'] = ({ body }) => {
    profile = { ...profile, ...(body as typeof profile) };
    return { body: { modifiedCount: 1 } };
  };
});

const renderPage = () =>
  renderApp({ at: '/dashboard', routes: [{ path: '/dashboard', element: <MyProfilePage /> }] });

describe('MyProfilePage', () => {
  it('shows the profile, with placeholders for what is not set yet', async () => {
    renderPage();
    expect(await screen.findByText('Blake Buyer')).toBeTruthy();
    expect(screen.getAllByText('Not set yet')).toHaveLength(3);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual([EMAIL, true]);
    expect(screen.getByLabelText('Number').getAttribute('inputmode')).toBe('numeric');
  });

  it('says an empty required field is required, and refuses a link that is not a web address', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Location'), 'Columbus, Ohio');
    await user.type(screen.getByLabelText('LinkedIn'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Number is required')).toBeTruthy();
    expect(screen.getByText(/valid web address/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Number'));
    expect(api.made('PUT', `/api/profile/${encodeURIComponent(EMAIL)}`)).toHaveLength(0);
  });

  it("shows the schema's messages for missing or malformed fields", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Number'), '12ab');
    await user.type(screen.getByLabelText('LinkedIn'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Location is required')).toBeTruthy();
    expect(screen.getByText('Enter a phone number using digits (a leading + is fine)')).toBeTruthy();
    expect(
      screen.getByText('Enter a valid web address (http or https), e.g. linkedin.com/in/your-name'),
    ).toBeTruthy();
    // Errors are in live regions, and focus goes to the first field to fix.
    expect(screen.getByText('Location is required').getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(screen.getByLabelText('Location'));
    expect(api.made('PUT', `/api/profile/${encodeURIComponent(EMAIL)}`)).toHaveLength(0);
  });

  it("saves, says 'Profile Updated' and shows the new details with a safe LinkedIn link", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Location'), 'Chattogram');
    await user.type(screen.getByLabelText('Number'), '+8801712345678');
    // As people copy it from LinkedIn: the https:// is added.
    await user.type(screen.getByLabelText('LinkedIn'), 'www.linkedin.com/in/blake');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /linkedin\.com\/in\/blake/ });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    await waitFor(() => expect(screen.queryAllByText('Not set yet')).toHaveLength(0));
    expect(api.made('PUT', `/api/profile/${encodeURIComponent(EMAIL)}`)[0]?.body).toEqual({
      email: EMAIL,
      location: 'Chattogram',
      number: '+8801712345678',
      linkedIn: 'https://www.linkedin.com/in/blake',
    });
  });
});
