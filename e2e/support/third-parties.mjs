// Real local servers standing in for the third parties the browser suite meets: an SMTP server that
// keeps every mail as a JSON file (read by the `lastMailTo` fixture) and an OpenID Connect server
// standing in for Google, signing in one fixed Google account.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export const googleAccount = { email: 'google.driver@example.com', name: 'Google Driver' };

/** @param {string} dir */
export async function startMailCapture(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => parse(Buffer.concat(chunks), session, callback));
    },
  });
  /**
   * @param {Buffer} raw
   * @param {import('smtp-server').SMTPServerSession} session
   * @param {(error?: Error) => void} callback
   */
  function parse(raw, session, callback) {
    PostalMime.parse(raw).then(
      (mail) => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const file = join(
          dir,
          `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`,
        );
        // Attachments as name, type, size and their first bytes (enough to tell a PDF).
        const attachments = mail.attachments.map((attachment) => {
          const content = Buffer.from(attachment.content);
          return {
            filename: attachment.filename ?? '',
            mimeType: attachment.mimeType,
            size: content.length,
            head: content.subarray(0, 8).toString('latin1'),
          };
        });
        writeFileSync(
          file,
          JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', attachments }),
        );
        callback();
      },
      (error) => callback(error),
    );
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const claims = {
    sub: 'google-driver-1',
    email: googleAccount.email,
    email_verified: true,
    name: googleAccount.name,
  };
  server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = claims;
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: 'partsmith-e2e',
      GOOGLE_CLIENT_SECRET: 'partsmith-e2e-secret',
      GOOGLE_DISCOVERY_URL: `${server.issuer.url}/.well-known/openid-configuration`,
    },
    close: () => server.stop(),
  };
}
