import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Each field label has one home (docs/FRONTEND.md "Label homes"): a label a page of more than one
 * area shows lives in mf-shared's `*-labels.ts`, a label only one area shows in that area's
 * `*texts.ts`. A home may give one field different words on different pages (a record's own
 * number "No." on its page, "Roast recipe" where it is chosen), but a field's label is written in
 * one file only, and the same words for the same field are written once. Read as source: the
 * remotes' files are not importable from mf-shared, and what is restated is only visible there.
 */

const root = path.resolve(__dirname, '../../..');
const AREAS = ['mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];

interface LabelEntry {
  file: string;
  line: number;
  key: string;
  text: string;
}

/** Labels that are not a field's: a page's `title`, `tooltips`, `sections`, `options`, `extra` and the tables named so. */
const NOT_FIELDS = /^(tooltips|sections|options|extra)$/;
const NOT_FIELD_TABLES = /SECTION|TOOLTIP/;

function homeFiles(): string[] {
  const areaFiles = AREAS.flatMap((area) => {
    const dir = path.join(root, area, 'src');
    return fs
      .readdirSync(dir)
      .filter((f) => /texts\.ts$/.test(f))
      .map((f) => path.join(dir, f));
  });
  const shared = fs
    .readdirSync(__dirname)
    .filter((f) => /labels\.ts$/.test(f))
    .map((f) => path.join(__dirname, f));
  return [...shared, ...areaFiles];
}

function textOf(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** Whether a `key: [kr, en]` stands in a field table (not under a tooltip, section, option or extra table). */
function isFieldLabel(node: ts.PropertyAssignment): boolean {
  if (node.name.getText() === 'title') return false;
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) && ts.isIdentifier(at.name) && NOT_FIELDS.test(at.name.text)) return false;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name))
      return !NOT_FIELD_TABLES.test(at.name.text) && !isFragmentTable(at);
  }
  return true;
}

/** A table of label parts (`Record<…, LabelPair>`, e.g. a step's "time (s)"): it builds labels, it is none. */
function isFragmentTable(declaration: ts.VariableDeclaration): boolean {
  const type = declaration.type?.getText() ?? '';
  const satisfied =
    declaration.initializer && ts.isSatisfiesExpression(declaration.initializer)
      ? declaration.initializer.type.getText()
      : '';
  return [type, satisfied].some((t) => /^Record<.*\b(LabelPair|Pair)>$/.test(t));
}

/** Every literal field label `key: ['kr', 'en']` of one source text. */
function fieldLabelEntries(file: string, source: string): LabelEntry[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: LabelEntry[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      const [kr, en, ...rest] = node.initializer.elements;
      const pair = kr && en && !rest.length ? [textOf(kr as ts.Expression), textOf(en as ts.Expression)] : [];
      if (pair.length === 2 && pair.every((t) => t !== undefined) && isFieldLabel(node)) {
        out.push({
          file,
          line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          key: node.name.text,
          text: `${pair[0]} / ${pair[1]}`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return out;
}

/** A field written in two homes, or the same words for one field written twice. */
function homeProblems(entries: readonly LabelEntry[]): string[] {
  const byKey = new Map<string, LabelEntry[]>();
  for (const entry of entries) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const problems: string[] = [];
  const where = (e: LabelEntry) => `${e.file}:${e.line} "${e.text}"`;
  for (const [key, list] of byKey) {
    const files = new Set(list.map((e) => e.file));
    if (files.size > 1) {
      const texts = new Set(list.map((e) => e.text));
      problems.push(
        `${key} has ${files.size} homes${texts.size > 1 ? ' with different text' : ''}: ${list.map(where).join(', ')}`,
      );
      continue;
    }
    const seen = new Map<string, LabelEntry>();
    for (const entry of list) {
      const first = seen.get(entry.text);
      if (first) problems.push(`${key} is restated: ${where(first)} and ${where(entry)}`);
      else seen.set(entry.text, entry);
    }
  }
  return problems;
}

function allEntries(): LabelEntry[] {
  return homeFiles().flatMap((file) => fieldLabelEntries(path.relative(root, file), fs.readFileSync(file, 'utf8')));
}

describe('field labels have one home (docs/FRONTEND.md "Label homes")', () => {
  it('reads the shared label files and every area’s texts', () => {
    const files = new Set(allEntries().map((e) => e.file.split(path.sep)[0]));
    expect([...files].sort()).toEqual(['mf-admin', 'mf-cafe', 'mf-roaster', 'mf-shared', 'mf-user']);
    expect(allEntries().length).toBeGreaterThan(300);
  });

  it('no field label is written in two files, nor twice with the same words', () => {
    expect(homeProblems(allEntries())).toEqual([]);
  });

  it('counts field tables and leaves tooltips, sections and label parts out', () => {
    const source = `
      const PART: Record<string, LabelPair> = { mass: ['추가량', 'added'] };
      const NOTE_SECTIONS: LabelPairs = { taste: ['맛', 'Taste'] };
      const FIELDS: LabelPairs = { brewing_mass: ['추출량', 'Beverage mass'] };
      const page = { fields: { brewing_seq: ['번호', 'No.'] }, tooltips: { brewing_seq: ['팁', 'Tip'] }, sections: { basic: ['기본', 'Basic'] } };`;
    expect(fieldLabelEntries('a.ts', source).map((e) => e.key)).toEqual(['brewing_mass', 'brewing_seq']);
  });

  it('fails on a field in two homes, with different or the same text, and on one restated in its home', () => {
    const a = fieldLabelEntries(
      'a.ts',
      `const F = { blending_loss: ['손실률', 'Loss rate'], roasting_seq: ['번호', 'No.'], x_use: ['사용', 'In use'], x_use2: ['사용', 'In use'] };`,
    );
    const b = fieldLabelEntries(
      'b.ts',
      `const G = { blending_loss: ['로스팅 손실률', 'Roast loss'], roasting_seq: ['번호', 'No.'] };`,
    );
    const c = fieldLabelEntries(
      'c.ts',
      `const H = { roasting_mass: ['원두 중량', 'Roasted mass'], other: { roasting_mass: ['원두 중량', 'Roasted mass'] } };`,
    );
    const d = fieldLabelEntries(
      'd.ts',
      `const P = { roasting_seq: ['번호', 'No.'] }; const Q = { roasting_seq: ['로스팅 레시피', 'Roast recipe'] };`,
    );
    const problems = homeProblems([...a, ...b, ...c, ...d]);
    expect(problems).toEqual([
      expect.stringMatching(/^blending_loss has 2 homes with different text/),
      expect.stringMatching(/^roasting_seq has 3 homes with different text/),
      expect.stringMatching(/^roasting_mass is restated/),
    ]);
    expect(homeProblems(d)).toEqual([]);
    expect(
      homeProblems([
        ...fieldLabelEntries('a.ts', `const F = { k_seq: ['번호', 'No.'] };`),
        ...fieldLabelEntries('b.ts', `const G = { k_seq: ['번호', 'No.'] };`),
      ]),
    ).toEqual([expect.stringMatching(/^k_seq has 2 homes: /)]);
  });
});
