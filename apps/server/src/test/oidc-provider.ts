import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcPerson {
  email: string;
  name: string;
}

/**
 * A real OpenID Connect server on a free local port standing in for Google: discovery, authorize,
 * token (signed id_token) and userinfo, answering with the person set by `signInAs`.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let person: OidcPerson = { email: 'driver@example.com', name: 'Google Driver' };
  const subject = () => `google-${person.email}`;

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: subject(),
      email: person.email,
      email_verified: true,
      name: person.name,
    });
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { sub: subject(), email: person.email, email_verified: true, name: person.name };
  });

  const issuer = server.issuer.url as string;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    signInAs(next: OidcPerson) {
      person = next;
    },
    close: () => server.stop(),
  };
}
