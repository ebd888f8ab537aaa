import { estimateTextWidth, layoutMarkerLabels, layoutStageLabels, type MarkerLabelBox } from './marker-layout';

const overlaps = (a: MarkerLabelBox, b: MarkerLabelBox) => a.row === b.row && a.left < b.right && b.left < a.right;
const noneOverlap = (boxes: MarkerLabelBox[]) =>
  boxes.every((a, i) => boxes.every((b, j) => i === j || !overlaps(a, b)));

describe('layoutMarkerLabels (stage names on the roast chart never overlap)', () => {
  const plot = { left: 40, right: 360 };

  it('"투입" and "터닝 포인트" at the same 0:00 go into two rows instead of over each other', () => {
    const boxes = layoutMarkerLabels(
      [
        { x: 40, width: 24 },
        { x: 40, width: 60 },
      ],
      plot,
    );
    expect(boxes.map((b) => b.row)).toEqual([0, 1]);
    expect(boxes.every((b) => b.anchor === 'start' && b.left === 43)).toBe(true);
  });

  it('labels far apart share the first row', () => {
    const boxes = layoutMarkerLabels(
      [
        { x: 50, width: 30 },
        { x: 150, width: 30 },
        { x: 250, width: 30 },
      ],
      plot,
    );
    expect(boxes.map((b) => b.row)).toEqual([0, 0, 0]);
  });

  it('a label that would pass the right edge (DROP at the end of the axis) is drawn left of its marker', () => {
    const [drop] = layoutMarkerLabels([{ x: 360, width: 30 }], plot);
    expect(drop).toMatchObject({ anchor: 'end', right: 357, left: 327, textX: 357, row: 0 });
  });

  it('an end-anchored label that meets its neighbour moves up a row; a freed row is reused', () => {
    const boxes = layoutMarkerLabels(
      [
        { x: 300, width: 50 },
        { x: 340, width: 40 },
        { x: 120, width: 20 },
      ],
      plot,
    );
    expect(boxes[0].row).toBe(0);
    expect(boxes[1]).toMatchObject({ anchor: 'end', row: 1 });
    expect(boxes[2].row).toBe(0);
    expect(noneOverlap(boxes)).toBe(true);
  });

  it('keeps the input order and a gap between neighbours in a row', () => {
    const boxes = layoutMarkerLabels(
      [
        { x: 200, width: 30 },
        { x: 100, width: 30 },
        { x: 134, width: 30 },
      ],
      plot,
      { gap: 4 },
    );
    expect(boxes[1].left).toBe(103);
    // 100 + 3 + 30 = 133: a label starting at 137 is only 4 px away → allowed; at 134 + 3 = 137 exactly.
    expect(boxes[2].row).toBe(0);
    const tight = layoutMarkerLabels(
      [
        { x: 100, width: 30 },
        { x: 132, width: 30 },
      ],
      plot,
      { gap: 4 },
    );
    expect(tight[1].row).toBe(1);
  });

  it('the real roast at 390 px: six stages in a 300 px plot, every label inside the plot width and none overlapping', () => {
    // Charge 0, turning 0, dry end 57, first crack start 336, end 395, drop 461 s on 0–465 s.
    const names = ['투입', '터닝 포인트', '드라이 엔드', '1차 크랙 시작', '1차 크랙 종료', '배출'];
    const ts = [0, 0, 57, 336, 395, 461];
    const narrow = { left: 30, right: 330 };
    const x = (t: number) => narrow.left + (t / 465) * (narrow.right - narrow.left);
    const boxes = layoutMarkerLabels(
      ts.map((t, i) => ({ x: x(t), width: estimateTextWidth(names[i], 10) })),
      narrow,
    );
    expect(noneOverlap(boxes)).toBe(true);
    for (const b of boxes) {
      expect(b.left).toBeGreaterThanOrEqual(narrow.left);
      expect(b.right).toBeLessThanOrEqual(narrow.right);
    }
    expect(Math.max(...boxes.map((b) => b.row))).toBeLessThanOrEqual(2);
  });
});

describe('estimateTextWidth', () => {
  it('counts Hangul as about one em and Latin letters as a little over half', () => {
    expect(estimateTextWidth('배출', 10)).toBe(20);
    expect(estimateTextWidth('Drop', 10)).toBeCloseTo(6.8 + 3 * 5.8, 5);
    expect(estimateTextWidth('1차 크랙', 10)).toBeCloseTo(5.8 + 10 + 3 + 20, 5);
  });
});

describe('layoutStageLabels (the real stage set at every width)', () => {
  // The real roast's stages (charge 0, turning 0, dry end 57, first crack start 336, end 395, drop 461 s on 0–465 s).
  const NAMES = {
    kr: ['투입', '터닝 포인트', '드라이 엔드', '1차 크랙 시작', '1차 크랙 종료', '배출'],
    en: ['Charge', 'Turning point', 'Dry end', 'First crack start', 'First crack end', 'Drop'],
  };
  const TS = [0, 0, 57, 336, 395, 461];
  // The 3 px halo drawn around each name reaches 1.5 px past its box: boxes so widened must not meet.
  const HALO = 1.5;
  const intersect = (a: MarkerLabelBox, b: MarkerLabelBox) =>
    a.row === b.row && a.left - HALO < b.right + HALO && b.left - HALO < a.right + HALO;
  // A chart `width` px wide: the plot leaves about 45 px each side for the temperature and rate-of-rise axes.
  const place = (width: number, lang: 'kr' | 'en', fontSize: number) => {
    const plot = { left: 45, right: width - 45 };
    const x = (t: number) => plot.left + (t / 465) * (plot.right - plot.left);
    const items = TS.map((t, i) => ({
      x: x(t),
      width: estimateTextWidth(NAMES[lang][i], fontSize),
      shortWidth: estimateTextWidth(String(i + 1), fontSize),
    }));
    return { plot, layout: layoutStageLabels(items, plot, { fontSize }) };
  };

  for (const lang of ['kr', 'en'] as const) {
    it(`${lang}, 1280 px: full names in at most two rows, no two boxes (with their halo) intersecting, all inside the plot`, () => {
      const { plot, layout } = place(1280, lang, 11);
      expect(layout.compact).toBe(false);
      expect(layout.rows).toBeLessThanOrEqual(2);
      expect(layout.boxes.every((a, i) => layout.boxes.every((b, j) => i === j || !intersect(a, b)))).toBe(true);
      for (const b of layout.boxes) {
        expect(b.left).toBeGreaterThanOrEqual(plot.left);
        expect(b.right).toBeLessThanOrEqual(plot.right);
      }
    });

    it(`${lang}, 180 px: numbers instead of names, none intersecting, all inside the plot`, () => {
      const { plot, layout } = place(180, lang, 10);
      expect(layout.compact).toBe(true);
      expect(layout.boxes.every((a, i) => layout.boxes.every((b, j) => i === j || !intersect(a, b)))).toBe(true);
      for (const b of layout.boxes) {
        expect(b.left).toBeGreaterThanOrEqual(plot.left);
        expect(b.right).toBeLessThanOrEqual(plot.right);
      }
    });
  }

  it('two names 7 px apart (the old 4 px gap allowed it: "1차 크랙 종료" and "배출" read as one) go into two rows', () => {
    // "1차 크랙 종료" at 103–163 px, "배출" from 170 px: 7 px apart, less than 0.8 em of 10 px.
    const { boxes } = layoutStageLabels(
      [
        { x: 100, width: 60, shortWidth: 6 },
        { x: 167, width: 20, shortWidth: 6 },
      ],
      { left: 40, right: 400 },
      { fontSize: 10 },
    );
    expect(boxes.map((b) => b.row)).toEqual([0, 1]);
    const apart = layoutStageLabels(
      [
        { x: 100, width: 60, shortWidth: 6 },
        { x: 168, width: 20, shortWidth: 6 },
      ],
      { left: 40, right: 400 },
      { fontSize: 10 },
    );
    expect(apart.boxes.map((b) => b.row)).toEqual([0, 0]);
  });

  it('keeps full names while they fit in the rows allowed, and turns to numbers when they do not', () => {
    const items = [
      { x: 50, width: 40, shortWidth: 6 },
      { x: 52, width: 40, shortWidth: 6 },
      { x: 54, width: 40, shortWidth: 6 },
    ];
    expect(layoutStageLabels(items, { left: 40, right: 400 }, { fontSize: 10, maxRows: 3 }).compact).toBe(false);
    expect(layoutStageLabels(items, { left: 40, right: 400 }, { fontSize: 10, maxRows: 2 }).compact).toBe(true);
    // A single name wider than the plot cannot be shown whole either.
    expect(
      layoutStageLabels([{ x: 50, width: 120, shortWidth: 6 }], { left: 40, right: 140 }, { fontSize: 10 }).compact,
    ).toBe(true);
  });
});
