import { ConfigError, loadConfig } from './config';

describe('configuration is validated at start (issue 2 "Backend")', () => {
  it('defaults to SQLite in demo mode on port 8080', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.database.type).toBe('sqlite');
    expect(c.mode).toBe('demo');
    expect(c.seedCodes).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    // Issue 14 items 13, 14: no source maps served, and 60 s for a request's headers and body.
    expect(c.serveSourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
    expect(c.requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5_000);
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
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads per-area remote URL overrides', () => {
    expect(loadConfig({ REMOTE_URL_ROASTER: 'https://cdn.example/r/mf-manifest.json' }).remoteUrls).toEqual({
      roaster: 'https://cdn.example/r/mf-manifest.json',
    });
  });
});
