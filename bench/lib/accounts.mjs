// Signed-in callers for the load, made the way the web app makes them: sign up (or in) with better-auth,
// then trade the identity session cookie for the access token with PUT /api/user/{email}.
/** The seeded demo admin (apps/server/src/db/seed/demo-accounts.ts). */
const demoAdmin = { email: 'admin@partsmith.test', password: 'partsmith-admin' };

/** @param {Response} response */
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** @param {string} what @param {Response} response */
async function expectOk(what, response) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * @param {string} baseUrl
 * @param {'sign-up' | 'sign-in'} how
 * @param {{ email: string, password: string, name?: string }} account
 * @returns {Promise<{ email: string, token: string }>}
 */
async function signedIn(baseUrl, how, account) {
  // A browser sends its origin with these calls; better-auth refuses them without one.
  const json = { 'content-type': 'application/json', origin: baseUrl };
  const session = await expectOk(
    how,
    await fetch(`${baseUrl}/api/auth/${how}/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    }),
  );
  const issued = await expectOk(
    'PUT /api/user',
    await fetch(`${baseUrl}/api/user/${encodeURIComponent(account.email)}`, {
      method: 'PUT',
      headers: { ...json, cookie: cookieOf(session) },
      body: JSON.stringify({ email: account.email }),
    }),
  );
  const { token } = await issued.json();
  return { email: account.email, token };
}

/** `count` new buyers, signed up a few at a time (password hashing is deliberately slow). */
export async function signUpBuyers(baseUrl = '', count = 50) {
  const run = Date.now().toString(36);
  /** @type {Array<{ email: string, token: string }>} */
  const buyers = [];
  for (let first = 0; first < count; first += 5) {
    const batch = Array.from({ length: Math.min(5, count - first) }, (_, index) =>
      signedIn(baseUrl, 'sign-up', {
        email: `bench-buyer-${run}-${first + index}@example.com`,
        password: 'bench buyer password',
        name: `Bench Buyer ${first + index}`,
      }),
    );
    buyers.push(...(await Promise.all(batch)));
  }
  return buyers;
}

/** The seeded demo admin (SEED_DEMO_ACCOUNTS). @param {string} baseUrl */
export const signInAdmin = (baseUrl) => signedIn(baseUrl, 'sign-in', demoAdmin);

/** @param {string} token */
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Any existing account (e.g. a generated buyer). @param {string} baseUrl @param {{ email: string, password: string }} account */
export const signInAs = (baseUrl, account) => signedIn(baseUrl, 'sign-in', account);
