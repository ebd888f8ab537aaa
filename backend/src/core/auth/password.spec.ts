import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt, never plaintext)', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const a = await hashPassword('beantrail');
    const b = await hashPassword('beantrail');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('beantrail');
    expect(a).not.toBe(b);
    await expect(verifyPassword('beantrail', a)).resolves.toBe(true);
    await expect(verifyPassword('beantrai1', a)).resolves.toBe(false);
    await expect(verifyPassword('beantrail', 'plain')).resolves.toBe(false);
  });
});
