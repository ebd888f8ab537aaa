import { daysSince, renderNoStory, renderStory, type StoryContext } from './story-page';
import type { StoryInfo } from './story-info';

// (001 §2 QR link paths, §9 public stages; 002 §2.5): the server-rendered bean story.
const ctx = (over: Partial<StoryContext> = {}): StoryContext => ({
  locale: 'en',
  path: '/info/beannote/beandetail/11111111-2222-4333-8444-555555555555',
  url: 'http://beans.example/en/info/beannote/beandetail/11111111-2222-4333-8444-555555555555',
  signedIn: false,
  codeName: (group, id) => `${group}:${id}`,
  today: new Date(2026, 10, 26),
  ...over,
});

const LST: StoryInfo = {
  kind: 'beandetail',
  public_stage: 'LST',
  blending_name: 'House',
  blending_name_locale: '하우스',
  roaster_name: 'Demo Roasters',
  roaster_name_locale: '데모 로스터스',
};
const DTL: StoryInfo = {
  ...LST,
  public_stage: 'DTL',
  country: ['HTI', 'ETH'],
  country_names: {
    HTI: { en: 'Haiti', kr: '아이티', numeric: '332' },
    ETH: { en: 'Ethiopia', kr: '에티오피아', numeric: '231' },
  },
  variety: ['TYP'],
  process: ['WASH'],
  notes_count: 2,
  blending_result_date: '2026-11-20',
  blending_loss: 145,
  origins: [
    {
      greenbean_name: 'Haiti Thiotte',
      greenbean_name_locale: '아이티 티오트',
      country: 'HTI',
      region: 'Thiotte',
      region_locale: '티오트',
      farm: 'Baptiste',
      farm_locale: 'Baptiste',
      variety: ['TYP'],
      process: 'WASH',
    },
  ],
  roast_curves: [
    {
      roasting_name: 'Haiti medium',
      roasting_name_locale: '아이티 미디엄',
      roasting_result_date: '2026-11-19',
      chart_log: null,
      stages: [
        { stage: 'roasting_start', term: 0, bean: 200, air: 220 },
        { stage: 'roasting_first_start', term: 510, bean: 196, air: 230 },
        { stage: 'roasting_end', term: 600, bean: 210, air: 235 },
      ],
    },
  ],
  cupnote: {
    cupnote_name: 'Release cupping',
    cupnote_name_locale: '출고 커핑',
    cupnote_date: '2026-11-21',
    cupnote_satis: 8,
    points: { acidity: 8, aroma: 9, balance: 8, body: 7, flavor: 8, sweetness: null },
    flavor: ['FL0101'],
    aftertaste: ['LONG'],
    texture: [],
    feeling: [],
  },
  cafes: [{ cafe_name: 'Trailside', cafe_name_locale: '트레일사이드' }],
};

describe('the bean story page (001 §2, §9; 002 §2.5)', () => {
  it('an LST lot shows its names and the note button, and no part the stage hides', () => {
    const html = renderStory(LST, ctx());
    expect(html).toContain('data-stage="LST"');
    expect(html).toContain('<h1 id="bean-name" data-testid="bean-info-name">House</h1>');
    expect(html).toContain('data-testid="bean-story-names-only"');
    expect(html).toContain(
      'href="/en/user/usernote/coffeenote/write?type=RSTRDT&amp;serial=11111111-2222-4333-8444-555555555555"',
    );
    for (const id of [
      'bean-story-origins',
      'bean-story-roast',
      'bean-story-cupnote',
      'bean-story-cafes',
      'bean-info-date',
      '<svg',
    ])
      expect(html).not.toContain(id);
    expect(html).not.toContain('<script');
  });

  it('a DTL lot tells the whole story: origins with map, the roast with its curve, the cup note (radar, wheel), the cafes', () => {
    const html = renderStory(DTL, ctx());
    expect(html).toContain('Roasted on 2026-11-20');
    expect(html).toContain('>6 days since roasting<');
    expect(html).toContain('>2 drinkers&#39; notes<');
    expect(html).toMatch(/data-testid="bean-info-CNTR"><li>Haiti<\/li><li>Ethiopia<\/li>/);
    expect(html).toContain('Haiti · Thiotte · Baptiste');
    expect(html).toContain('VRT:TYP · PRCS:WASH');
    expect(html).toContain(
      '<img src="/en/info/beannote/beandetail/11111111-2222-4333-8444-555555555555/map.svg" width="960" height="500" loading="lazy" decoding="async" alt="Country map: Haiti, Ethiopia" />',
    );
    expect(html).toContain('Roast loss 14.5%');
    expect(html).toContain('Roast curve · Haiti medium');
    expect(html).toContain('data-values="[[8,9,8,7,8,0]]"');
    expect(html).toContain('<li>FLVR:FL0101</li>');
    expect(html).toContain('<li>CNAFTST:LONG</li>');
    expect(html).toContain('Trailside');
    // Inline: the radar, and the roast curve twice (wide, and drawn for a phone; CSS shows one by width).
    expect((html.match(/<svg/g) ?? []).length).toBe(3);
    expect(html).toMatch(/<figure class="curve wide" tabindex="0"><svg[^>]*viewBox="0 0 720 360"/);
    expect(html).toMatch(/<figure class="curve narrow"><svg[^>]*viewBox="0 0 340 290"/);
    expect(html).toContain(
      '<img src="/en/info/beannote/beandetail/11111111-2222-4333-8444-555555555555/wheel.svg" width="360" height="360" loading="lazy" decoding="async" alt="Flavor wheel: FLVR:FL0101" />',
    );
    expect(html).not.toContain('<script');
  });

  it('Korean: Korean names, the Korean stage names on the curve, lang="ko", a link to the English page', () => {
    const html = renderStory(DTL, ctx({ locale: 'kr', url: 'http://x/info/beannote/beandetail/1' }));
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('>하우스</h1>');
    expect(html).toContain('데모 로스터스 로스팅');
    expect(html).toContain('로스팅 후 6일');
    expect(html).toContain('배출');
    expect(html).toContain('href="/en/info/beannote/beandetail/11111111-2222-4333-8444-555555555555"');
    expect(html).toContain(
      'href="/user/signin?from=%2Finfo%2Fbeannote%2Fbeandetail%2F11111111-2222-4333-8444-555555555555"',
    );
  });

  it('signed in, the header opens the app instead of offering sign-in', () => {
    const html = renderStory(DTL, ctx({ signedIn: true }));
    expect(html).toContain('data-testid="story-open-app"');
    expect(html).not.toContain('data-testid="story-sign-in"');
  });

  it("the roaster's and cafe's text is escaped everywhere, the Open Graph tags included", () => {
    const evil = '"><script>alert(1)</script>';
    const html = renderStory(
      {
        ...DTL,
        blending_name: evil,
        cafes: [{ cafe_name: evil, cafe_name_locale: null }],
        blending_desc: evil,
        roaster_name: evil,
      },
      ctx(),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      'content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it("link previews show a guest's view when the reader is signed in", () => {
    const html = renderStory({ ...DTL, guest: LST }, ctx({ signedIn: true }));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="House · Demo Roasters" />');
    expect(head).not.toContain('Haiti');
    expect(html.slice(html.indexOf('<body'))).toContain('Haiti');
  });

  it('an unknown bean gets the catalogue\'s "page not found" in the same frame, not indexed', () => {
    const html = renderNoStory(ctx(), 'Page not found');
    expect(html).toContain('<h1>Page not found</h1>');
    // It says what the link was, and why there may be nothing behind it.
    expect(html).toContain('<p class="muted" data-testid="bean-info-missing">There is no coffee behind this QR code');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('days since roasting count calendar days and never go below 0', () => {
    expect(daysSince('2026-11-25', new Date(2026, 10, 26, 0, 5))).toBe(1);
    expect(daysSince('2026-12-01', new Date(2026, 10, 26))).toBe(0);
    expect(daysSince('not a date')).toBeNull();
  });

  it('under a curve with all three phases, the phase bar: drying, Maillard, development with m:ss and % of the roast, kr and en', () => {
    const stages = [
      { stage: 'roasting_start', term: 0, bean: 200, air: 220 },
      { stage: 'roasting_dried', term: 240, bean: 150, air: 215 },
      { stage: 'roasting_first_start', term: 510, bean: 196, air: 230 },
      { stage: 'roasting_end', term: 600, bean: 210, air: 235 },
    ];
    const info: StoryInfo = { ...DTL, roast_curves: [{ ...DTL.roast_curves![0], stages }] };
    const en = renderStory(info, ctx());
    expect(en).toContain('data-testid="bean-story-phases"');
    expect(en).toContain('Drying 4:00 · 40.0 %');
    expect(en).toContain('Maillard 4:30 · 45.0 %');
    expect(en).toContain('Development 1:30 · 15.0 %');
    expect(en).toMatch(/data-testid="bean-story-phase-drying" style="flex:40 1 0;/);
    expect(en).toMatch(/data-testid="bean-story-phase-development" style="flex:15 1 0;/);
    const kr = renderStory(info, ctx({ locale: 'kr', path: ctx().path }));
    expect(kr).toContain('건조 4:00 · 40.0 %');
    expect(kr).toContain('메일라드 4:30 · 45.0 %');
    expect(kr).toContain('발현 1:30 · 15.0 %');
    expect(kr).toContain('aria-label="로스팅 단계: 건조 4:00 · 40.0 %, 메일라드 4:30 · 45.0 %, 발현 1:30 · 15.0 %"');
  });

  it('no phase bar without a dry end (a partial bar would not add up), nor where the stage hides the curve', () => {
    expect(renderStory(DTL, ctx())).not.toContain('bean-story-phases');
    expect(renderStory(LST, ctx())).not.toContain('bean-story-phases');
  });
});
