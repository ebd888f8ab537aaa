import { engineEn } from './engine-en';
import { engineKr } from './engine-kr';

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('engine texts (spec 000 §8: both languages complete)', () => {
  it('kr and en have the same keys and no empty text', () => {
    expect(leaves(engineEn).sort()).toEqual(leaves(engineKr).sort());
    for (const tree of [engineKr, engineEn])
      for (const key of leaves(tree))
        expect(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], tree)).toBeTruthy();
  });

  it('every detail button has a label (000 §2 buttons)', () => {
    for (const b of [
      'list',
      'remove',
      'edit',
      'cancel',
      'undo',
      'save',
      'reload',
      'copy',
      'paste',
      'clear',
      'trash',
    ] as const) {
      expect(engineKr.detail[b]).toBeTruthy();
      expect(engineEn.detail[b]).toBeTruthy();
    }
  });
});
