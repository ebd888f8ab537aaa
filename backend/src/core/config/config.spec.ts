import { ConfigError, loadConfig } from './config';

describe('configuration is validated at start', () => {
  it('defaults to SQLite in demo mode on port 8080', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.database.type).toBe('sqlite');
    expect(c.mode).toBe('demo');
    expect(c.seedCodes).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    // No source maps served, and 60 s for a request's headers and body.
    expect(c.serveSourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
    expect(c.requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5_000);
    // SQLite's transaction check (database/sqlite-serial.ts): on everywhere (on Node 24 it costs no
    // measurable share of a save, docs/PERFORMANCE.md), and can be turned off.
    expect(c.checkTransactions).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkTransactions).toBe(true);
    expect(loadConfig({ CHECK_TRANSACTIONS: '0' }).checkTransactions).toBe(false);
  });

  it('uses MariaDB for a mysql:// or mariadb:// URL and production mode without demo data', () => {
    const c = loadConfig({ DATABASE_URL: 'mariadb://u:p@db:3306/beantrail' });
    expect(c.database).toEqual({ type: 'mysql', url: 'mysql://u:p@db:3306/beantrail' });
    expect(c.mode).toBe('production');
    expect(c.seedCodes).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db/bt', SEED_CODES: '1' }).seedCodes).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer 1-65535, got "abc"/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL must look like mysql:/],
    [{ BEANTRAIL_MODE: 'staging' }, /BEANTRAIL_MODE must be one of demo, production/],
    [{ COOKIE_SECURE: 'yes' }, /COOKIE_SECURE/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be one of 0, 1/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS must be an integer 1-3600/],
    [{ SOURCE_MAPS: 'yes' }, /SOURCE_MAPS must be one of 0, 1/],
    [{ PUBLIC_ORIGIN: 'beantrail.example' }, /PUBLIC_ORIGIN must be an address like https:\/\/beantrail.example/],
    [{ PUBLIC_ORIGIN: 'https://beantrail.example/app' }, /PUBLIC_ORIGIN .*no path/],
    [{ PUBLIC_ORIGIN: 'javascript:alert(1)' }, /PUBLIC_ORIGIN/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("PUBLIC_ORIGIN: unset is the request's own address; set, an origin (a trailing slash and the default port dropped)", () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://beantrail.example/' }).publicOrigin).toBe('https://beantrail.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://beantrail.example:443' }).publicOrigin).toBe(
      'https://beantrail.example',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
  });

  it('reads per-area remote URL overrides', () => {
    expect(loadConfig({ REMOTE_URL_ROASTER: 'https://cdn.example/r/remoteEntry.js' }).remoteUrls).toEqual({
      roaster: 'https://cdn.example/r/remoteEntry.js',
    });
  });
});

describe('Google sign-in configuration (README "Configuration")', () => {
  const both = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's3cret' };

  it('is off without a client id and secret, and on with both (Google as the default issuer)', () => {
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig(both).google).toEqual({
      clientId: both.GOOGLE_CLIENT_ID,
      clientSecret: 's3cret',
      issuerUrl: 'https://accounts.google.com/',
      redirectUri: null,
      allowInsecure: false,
    });
  });

  it('takes another issuer (http only on this machine) and a fixed redirect URI', () => {
    const local = loadConfig({
      ...both,
      GOOGLE_ISSUER_URL: 'http://localhost:9400',
      GOOGLE_REDIRECT_URI: 'https://beans.example/user/signin/google',
    }).google;
    expect(local).toMatchObject({
      issuerUrl: 'http://localhost:9400/',
      allowInsecure: true,
      redirectUri: 'https://beans.example/user/signin/google',
    });
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'only-id' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ GOOGLE_CLIENT_SECRET: 'only-secret' }, /must be set together/],
    [
      { GOOGLE_ISSUER_URL: 'https://accounts.google.com' },
      /GOOGLE_ISSUER_URL and GOOGLE_REDIRECT_URI need GOOGLE_CLIENT_ID/,
    ],
    [
      { ...both, GOOGLE_ISSUER_URL: 'http://idp.example' },
      /GOOGLE_ISSUER_URL must be https \(http only on localhost\)/,
    ],
    [{ ...both, GOOGLE_ISSUER_URL: 'not a url' }, /GOOGLE_ISSUER_URL must be an absolute URL/],
    [
      { ...both, GOOGLE_REDIRECT_URI: 'https://beans.example/callback' },
      /GOOGLE_REDIRECT_URI must be http\(s\):\/\/<your host>\/user\/signin\/google/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
