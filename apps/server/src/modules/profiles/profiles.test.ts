import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('profiles', () => {
  let t: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  const profile = {
    location: 'Porto, Portugal',
    number: '+351 912 345 678',
    linkedIn: 'https://www.linkedin.com/in/blake',
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [owner, stranger, admin] = [await signUp(t.app), await signUp(t.app), await signUpAdmin(t.app)];
  });
  afterAll(() => t.close());

  const read = (email: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/profile/${email}`, headers: token ? bearer(token) : {} });
  const write = (email: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/${email}`,
      payload,
      headers: token ? bearer(token) : {},
    });

  it('starts empty for the owner', async () => {
    const res = await read(owner.email, owner.token);
    expect(res.json()).toEqual({
      email: owner.email,
      location: null,
      number: null,
      linkedIn: null,
      vehicleId: null,
      taxId: '',
    });
  });

  it('saves the owner’s changes, every save counting as modified', async () => {
    expect((await write(owner.email, { email: owner.email, ...profile }, owner.token)).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await write(owner.email, profile, owner.token)).json()).toEqual({ modifiedCount: 1 });
    expect((await read(owner.email, owner.token)).json()).toEqual({
      email: owner.email,
      ...profile,
      vehicleId: null,
      taxId: '',
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await read(owner.email)).statusCode).toBe(401);
    expect((await write(owner.email, profile)).statusCode).toBe(401);
  });

  it('refuses another buyer reading or writing it, and changes nothing', async () => {
    expect((await read(owner.email, stranger.token)).statusCode).toBe(403);
    const res = await write(owner.email, { ...profile, location: 'Hacked' }, stranger.token);
    expect(res.statusCode).toBe(403);
    expect((await read(owner.email, owner.token)).json().location).toBe(profile.location);
  });

  it('lets an admin read but not write it', async () => {
    expect((await read(owner.email, admin.token)).json()).toMatchObject(profile);
    expect(
      (await write(owner.email, { ...profile, location: 'Admin was here' }, admin.token)).statusCode,
    ).toBe(403);
  });

  it('refuses a body email pointing at someone else', async () => {
    expect((await write(owner.email, { ...profile, email: stranger.email }, owner.token)).statusCode).toBe(
      400,
    );
  });

  it('takes a LinkedIn link typed without https:// and stores it with it', async () => {
    const res = await write(owner.email, { ...profile, linkedIn: ' linkedin.com/in/blake-r ' }, owner.token);
    expect(res.statusCode).toBe(200);
    expect((await read(owner.email, owner.token)).json().linkedIn).toBe('https://linkedin.com/in/blake-r');
    await write(owner.email, { ...profile, linkedIn: 'https://uk.linkedin.com/in/blake/' }, owner.token);
    expect((await read(owner.email, owner.token)).json().linkedIn).toBe('https://uk.linkedin.com/in/blake/');
  });

  it.each([
    ['a company page', 'https://www.linkedin.com/company/partsmith'],
    ['a LinkedIn short link', 'https://lnkd.in/dXyZ12'],
    ['their own site', 'https://blake.example.net/about'],
    ['an http address', 'http://www.linkedin.com/in/blake'],
  ])('takes any valid web address, as the spec says: %s', async (_label, linkedIn) => {
    const res = await write(owner.email, { ...profile, linkedIn }, owner.token);
    expect(res.statusCode).toBe(200);
    expect((await read(owner.email, owner.token)).json().linkedIn).toBe(linkedIn);
  });

  it.each([
    ['a missing location', { ...profile, location: '' }, 'Location is required'],
    ['a number with letters', { ...profile, number: 'call me' }, 'phone number'],
    ['a missing number', { ...profile, number: '' }, 'Number is required'],
    ['a missing LinkedIn', { ...profile, linkedIn: ' ' }, 'LinkedIn is required'],
    ['a LinkedIn that is not a URL', { ...profile, linkedIn: 'not a link' }, 'valid web address'],
    ['a host without a dot', { ...profile, linkedIn: 'linkedin' }, 'valid web address'],
    ['a javascript: link', { ...profile, linkedIn: 'javascript:alert(1)' }, 'valid web address'],
    ['an ftp: link', { ...profile, linkedIn: 'ftp://linkedin.com/in/blake' }, 'valid web address'],
    [
      'an address with a user name in it',
      { ...profile, linkedIn: 'https://linkedin.com@evil.example/in/blake' },
      'valid web address',
    ],
  ])('refuses %s with a readable message', async (_label, body, message) => {
    const res = await write(owner.email, body, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
