// A real OpenID Connect provider on this machine, to try Google sign-in without Google
// (README "Trying Google sign-in locally"). oauth2-mock-server signs ID tokens with its own key,
// publishes it at /jwks, honours PKCE and the nonce, and signs everyone in at once as one person:
//   node e2e/scripts/local-oidc-provider.mjs [port] [sub] [name] [email]
// then start BeanTrail with the three GOOGLE_* variables it prints.
import { OAuth2Server } from 'oauth2-mock-server';

const [port = '9400', sub = 'local-tester-1', name = 'Local Tester', email = 'tester@example.com'] =
  process.argv.slice(2);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) =>
  Object.assign(token.payload, { sub, name, email, email_verified: true }),
);
await server.start(Number(port), 'localhost');
console.log(`OpenID provider at ${server.issuer.url} signs in sub=${sub} (${name}). Start BeanTrail with:`);
console.log(
  `  GOOGLE_CLIENT_ID=local-client GOOGLE_CLIENT_SECRET=local-secret GOOGLE_ISSUER_URL=${server.issuer.url} npm start`,
);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
