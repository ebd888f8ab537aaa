import type { OAuth2Server } from 'oauth2-mock-server';

/** Claims the next ID token carries (beside iss, aud, iat, exp and the nonce the provider keeps). */
export interface TestIdentity {
  sub: string;
  email?: string;
  name?: string;
  /** The profile picture's address (001 §3 user_img). */
  picture?: string;
}

/**
 * A real OpenID provider on this machine (oauth2-mock-server: discovery, JWKS, authorize with PKCE,
 * token with signed ID tokens) for the Google sign-in tests. `identity` is who signs in next.
 */
export async function startTestProvider(): Promise<{
  server: OAuth2Server;
  issuer: string;
  identity: TestIdentity;
  stop: () => Promise<void>;
}> {
  const { OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const identity: TestIdentity = { sub: 'johndoe' };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
      picture: identity.picture,
    });
  });
  return { server, issuer: server.issuer.url!, identity, stop: () => server.stop() };
}
