import { toCsv } from './csv';

describe('CSV export of the current search (react-admin style)', () => {
  it('starts with a BOM, quotes commas, quotes and line breaks, CRLF rows', () => {
    const csv = toCsv(
      ['이름', 'note'],
      [
        ['커피, 원두', 'say "hi"'],
        ['a\nb', 3],
      ],
    );
    expect(csv).toBe('\uFEFF이름,note\r\n"커피, 원두","say ""hi"""\r\n"a\nb",3\r\n');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['-5'], [null]])).toBe("\uFEFFx\r\n'=SUM(A1)\r\n-5\r\n\r\n");
  });
});
