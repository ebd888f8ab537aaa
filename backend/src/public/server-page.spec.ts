import { acceptsEncoding } from './server-page';

// The pages the server renders are compressed per request; a coding refused with q=0 must not be
// used (`gzip;q=0` still got gzip).
describe('acceptsEncoding (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['gzip;q=0', 'gzip', false],
    ['br;q=0, identity', 'br', false],
    ['br;q=0.5, gzip', 'br', true],
    ['GZIP', 'gzip', true],
    ['*', 'br', true],
    ['*;q=0, gzip', 'br', false],
    ['*, br;q=0', 'br', false],
    ['identity', 'gzip', false],
    ['', 'gzip', false],
    ['brotli', 'br', false],
  ])('%j allows %s: %s', (header, coding, allowed) => expect(acceptsEncoding(header, coding)).toBe(allowed));
});
