import type { StoryInfo } from './story-info';
import { STORY_STYLE } from './story-style';
import { fill, STORY_TEXT } from './story-text';
import { radarSvg, roastCurveSvg } from './svg';
// One escaping for the page and its SVG (the same five characters): names are the roaster's and cafe's own text.
import { escapeXml as e } from './svg/svg-text';
import {
  CUPPING_AXES,
  type Locale,
  pathForLocale,
  PROFILE_STAGE_LABELS,
  readChartLog,
  SERIAL_KINDS,
} from '@beantrail/contracts';
import { phaseBar } from './story-phase-bar';

/** What one render needs besides the bean: who reads it, where, and the code tables' names. */
export interface StoryContext {
  locale: Locale;
  /** The page's path without its locale prefix (/info/beannote/{kind}/{uuid}). */
  path: string;
  /** The absolute URL of the page as requested (og:url). */
  url: string;
  signedIn: boolean;
  /** A code's name in the page's language (the id when the code is unknown). */
  codeName: (group: string, id: string) => string;
  /** Today by the server's calendar (tests pass a fixed date). */
  today?: Date;
  /** Where the page's map, wheel and QR images are (the public path; the cafe's copy of a page has its own path). */
  imagePath?: string;
  /** 002 §2.10: the absolute address of the public bean note in the page's language, what its QR code holds. */
  noteUrl?: string;
  /**
   * 002 §2.10: for a reader holding a cafe role (BARISTA, SAST, MNG, SMNG, OWN), the cafe's
   * registration of this blend (qrdefault) or lot (qrreceived), without the locale prefix.
   */
  register?: string;
}

const SERIAL_TYPE_OF = Object.fromEntries(Object.entries(SERIAL_KINDS).map(([type, kind]) => [kind, type])) as Record<
  string,
  string
>;
const DAY_MS = 24 * 3600 * 1000;

/** Whole days from a roast date (YYYY-MM-DD) to `now`'s calendar day. */
export function daysSince(date: string, now = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const then = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((today - then) / DAY_MS));
}

/** A name in the page's language, else the other one (the roaster may have written only one). */
const pickName = (locale: Locale) => (en: string | null | undefined, ko: string | null | undefined) =>
  String((locale === 'kr' ? ko : en) || en || ko || '');

/** `lp`: a product path in the page's locale (kr unprefixed, en under /en, spec 000 §2). */
const localePath = (locale: Locale) => (p: string) => pathForLocale(p, locale);

const chips = (items: string[], testId?: string, cls = '') =>
  items.length
    ? `<ul class="chips${cls ? ` ${cls}` : ''}"${testId ? ` data-testid="${testId}"` : ''}>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`
    : '';

/**
 * 002 §2.10 "show the product serial, a QR code with a link to the public bean note": the serial
 * as text (what a coffee note is filled from) and the note's QR code, drawn by the server as an image
 * beside the page (`…/qr.svg`), so a cup's story can be passed from phone to phone.
 */
function serialBlock(ctx: StoryContext, lp: (p: string) => string): string {
  const t = STORY_TEXT[ctx.locale];
  const serial = ctx.path.split('/').pop() ?? '';
  const qr = ctx.noteUrl
    ? `<figure class="qr" data-testid="bean-story-qr"><img src="${e(`${lp(ctx.imagePath ?? ctx.path)}/qr.svg`)}" width="128" height="128" decoding="async" alt="${e(`${t.qr}: ${ctx.noteUrl}`)}" /></figure>`
    : '';
  return `<div class="serial" data-testid="bean-story-serial">${qr}<p><span class="muted">${e(t.serial)}</span><br /><code data-testid="bean-story-serial-value">${e(serial)}</code></p></div>`;
}

/** The Open Graph and description tags: what a link preview shows, a guest's view at most (built by the caller from the guest's reply). */
export function headTags(
  info: StoryInfo,
  ctx: Pick<StoryContext, 'locale' | 'url'>,
): { title: string; description: string; tags: string } {
  const t = STORY_TEXT[ctx.locale];
  const kr = ctx.locale === 'kr';
  const pick = pickName(ctx.locale);
  const name = pick(info.blending_name, info.blending_name_locale);
  const roaster = pick(info.roaster_name, info.roaster_name_locale);
  const title = roaster ? `${name} · ${roaster}` : name;
  const parts = [fill(t.roasted_by, { name: roaster })];
  const names = Object.values(info.country_names ?? {});
  if (names.length) parts.push(names.map((n) => (kr ? n.kr : n.en)).join(', '));
  if (info.blending_result_date)
    parts.push(kr ? `${info.blending_result_date} 로스팅` : `roasted ${info.blending_result_date}`);
  parts.push(t.tagline);
  const description = parts.join(' · ');
  const og = [
    ['og:type', 'article'],
    ['og:site_name', 'BeanTrail'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', ctx.url],
    ['og:locale', kr ? 'ko_KR' : 'en_US'],
  ];
  const tags = [
    `<meta name="description" content="${e(description)}" />`,
    ...og.map(([p, c]) => `<meta property="${p}" content="${e(c)}" />`),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n');
  return { title, description, tags };
}

/** The origin countries the story's map fills (ISO numeric id → name) and its text alternative; null when there is none to show. */
export function storyMap(
  info: StoryInfo,
  locale: Locale,
): { countries: Record<string, string>; ariaLabel: string } | null {
  const kr = locale === 'kr';
  const mapped = Object.values(info.country_names ?? {}).filter((c) => c.numeric);
  if (!mapped.length) return null;
  return {
    countries: Object.fromEntries(mapped.map((c) => [c.numeric as string, kr ? c.kr : c.en])),
    ariaLabel: `${STORY_TEXT[locale].map}: ${mapped.map((c) => (kr ? c.kr : c.en)).join(', ')}`,
  };
}

/** The flavors the story's wheel marks and its text alternative; null when the cup note picked none. */
export function storyWheel(
  info: StoryInfo,
  locale: Locale,
  codeName: StoryContext['codeName'],
): { selected: string[]; kr: boolean; ariaLabel: string } | null {
  const flavor = info.cupnote?.flavor ?? [];
  if (!flavor.length) return null;
  return {
    selected: flavor,
    kr: locale === 'kr',
    ariaLabel: `${STORY_TEXT[locale].wheel}: ${flavor.map((id) => codeName('FLVR', id)).join(', ')}`,
  };
}

/** What the document around a server page needs besides its body. */
export interface DocumentOptions {
  title: string;
  tags: string;
  /** The id of the page's <main> (the skip link's target). */
  mainId?: string;
  /** A script of the shell's build the page loads (deferred), e.g. the intro's page actions. */
  script?: string | null;
  /** The header's sign-in or open-the-application link; false on the sign-in page itself. */
  account?: boolean;
}

/**
 * The whole HTML document around a body, for every page the server renders (the bean story, the
 * intro): header with home, language and account links; footer.
 */
export function storyDocument(
  body: string,
  ctx: Pick<StoryContext, 'locale' | 'path' | 'signedIn'>,
  head: DocumentOptions,
): string {
  const t = STORY_TEXT[ctx.locale];
  const lp = localePath(ctx.locale);
  const other = ctx.locale === 'kr' ? 'en' : 'kr';
  const here = lp(ctx.path);
  // Signed in, the link opens the application at the user's own home ("/" is the intro).
  const signedInLink = `<a href="${e(lp('/user/home'))}" data-testid="story-open-app">${e(t.open_app)}</a>`;
  const signInLink = `<a href="${e(`${lp('/user/signin')}?from=${encodeURIComponent(here)}`)}" data-testid="story-sign-in">${e(t.sign_in)}</a>`;
  const account = head.account === false ? '' : ctx.signedIn ? signedInLink : signInLink;
  return `<!doctype html>
<html lang="${ctx.locale === 'kr' ? 'ko' : 'en'}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#6d4c41" />
<link rel="icon" href="data:," />
<title>${e(`${head.title} | BeanTrail`)}</title>
${head.tags}
<style>${STORY_STYLE}</style>
${head.script ? `<script defer src="${e(head.script)}"></script>\n` : ''}</head>
<body>
<a class="skip" href="#${head.mainId ?? 'story'}">${e(t.skip)}</a>
<header class="bar"><a class="brand" href="${e(lp('/'))}">${e(t.brand)}</a><nav><a href="${e(pathForLocale(ctx.path, other))}" lang="${other === 'kr' ? 'ko' : 'en'}" hreflang="${other === 'kr' ? 'ko' : 'en'}" data-testid="story-language">${e(t.language)}</a>${account}</nav></header>
${body}
<footer>${e(t.tagline)}</footer>
</body>
</html>
`;
}

/**
 * The bean story (001 §2 QR link paths, 002 §2.5): what a drinker reads after scanning
 * a lot's QR code, rendered on the server from the public-stage-filtered reply (a part the stage
 * hides is not in `info`, so it cannot be shown). No script: the radar and the roast curve are
 * inline SVG, the map and the flavor wheel SVG images of their own.
 */
export function renderStory(info: StoryInfo, ctx: StoryContext): string {
  const t = STORY_TEXT[ctx.locale];
  const kr = ctx.locale === 'kr';
  const lp = localePath(ctx.locale);
  const pick = pickName(ctx.locale);
  const name = pick(info.blending_name, info.blending_name_locale);
  const roaster = pick(info.roaster_name, info.roaster_name_locale);
  const countryName = (code: string) =>
    info.country_names?.[code] ? (kr ? info.country_names[code].kr : info.country_names[code].en) : code;
  const days = info.blending_result_date ? daysSince(info.blending_result_date, ctx.today) : null;
  const onlyNames = info.country === undefined;
  const serial = SERIAL_TYPE_OF[info.kind];
  const writeNote = `${lp('/user/usernote/coffeenote/write')}?type=${serial}&serial=${encodeURIComponent(ctx.path.split('/').pop() ?? '')}`;

  const facts: string[] = [];
  if (info.blending_result_date)
    facts.push(
      `<li class="primary out" data-testid="bean-info-date">${e(fill(t.roasted_on, { date: info.blending_result_date }))}</li>`,
    );
  if (days !== null) facts.push(`<li class="primary" data-testid="bean-story-days">${e(t.days_since(days))}</li>`);
  if (info.notes_count !== undefined)
    facts.push(`<li data-testid="bean-story-notes-count">${e(t.notes_count(info.notes_count))}</li>`);
  const sections: string[] = [
    `<section class="card" aria-labelledby="bean-name">
<p class="over">${e(t.kind[info.kind])}</p>
<h1 id="bean-name" data-testid="bean-info-name">${e(name)}</h1>
<p class="muted" data-testid="bean-info-roaster">${e(fill(t.roasted_by, { name: roaster }))}</p>
${facts.length ? `<ul class="chips">${facts.join('')}</ul>` : ''}
${onlyNames ? `<p class="muted" data-testid="bean-story-names-only">${e(t.names_only)}</p>` : ''}
${serialBlock(ctx, lp)}
<div class="row"><a class="button" href="${e(writeNote)}" data-testid="bean-info-write-note">✎ ${e(t.write_note)}</a>${
      ctx.register
        ? `<a class="button out" href="${e(lp(ctx.register))}" data-testid="bean-info-register">☕ ${e(info.kind === 'beandetail' ? t.register_lot : t.register_bean)}</a>`
        : ''
    }</div>
</section>`,
  ];

  if (!onlyNames) {
    const origins = (info.origins ?? []).map((o) => {
      const place = [kr ? o.region_locale : o.region, kr ? o.farm_locale : o.farm].filter(Boolean).join(' · ');
      const what = [
        o.variety.map((v) => ctx.codeName('VRT', v)).join(', '),
        o.process ? ctx.codeName('PRCS', o.process) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return `<li data-testid="bean-story-origin"><h3>${e(pick(o.greenbean_name, o.greenbean_name_locale) || countryName(o.country))}</h3><p>${e(countryName(o.country))}${place ? ` · ${e(place)}` : ''}</p>${what ? `<p class="muted">${e(what)}</p>` : ''}</li>`;
    });
    // The map and the wheel are images of their own (…/map.svg, …/wheel.svg, loaded lazily): drawn
    // inline, their outlines and arcs were most of the page's bytes and of a phone's layout work
    // before the first paint (docs/PERFORMANCE.md "The bean story page").
    const mapped = storyMap(info, ctx.locale);
    const map = mapped
      ? `<figure class="map" data-testid="bean-story-map"><img src="${e(`${lp(ctx.imagePath ?? ctx.path)}/map.svg`)}" width="960" height="500" loading="lazy" decoding="async" alt="${e(mapped.ariaLabel)}" /></figure>`
      : '';
    sections.push(`<section class="card" data-testid="bean-story-origins"><h2>${e(t.origins)}</h2>
<h3>${e(t.country)}</h3>${chips((info.country ?? []).map(countryName), 'bean-info-CNTR')}
${origins.length ? `<ul class="origins">${origins.join('')}</ul>` : ''}
${
  info.variety?.length
    ? `<h3>${e(t.variety)}</h3>${chips(
        info.variety.map((v) => ctx.codeName('VRT', v)),
        'bean-info-VRT',
      )}`
    : ''
}
${
  info.process?.length
    ? `<h3>${e(t.process)}</h3>${chips(
        info.process.map((v) => ctx.codeName('PRCS', v)),
        'bean-info-PRCS',
      )}`
    : ''
}
${map}</section>`);
  }

  if (info.blending_result_date || info.roast_curves?.length) {
    const line = info.blending_result_date
      ? `<p>${e([fill(t.roasted_on, { date: info.blending_result_date }), days !== null ? t.days_since(days) : '', info.blending_loss != null ? fill(t.loss, { loss: (info.blending_loss / 10).toFixed(1) }) : ''].filter(Boolean).join(' · '))}</p>`
      : '';
    const curves = (info.roast_curves ?? []).map((c) => {
      const title = fill(t.curve, { name: pick(c.roasting_name, c.roasting_name_locale) });
      const curve = {
        stages: c.stages,
        log: readChartLog(c.chart_log),
        ariaLabel: title,
        text: {
          bt: t.bt,
          et: t.et,
          time: t.time_axis,
          temp: t.temp_axis,
          stageName: (s: string) => PROFILE_STAGE_LABELS[s]?.[kr ? 0 : 1] ?? s,
        },
      };
      // Two drawings, one shown by width (no script): on a phone the wide one would be scaled down to
      // 7 px labels or scrolled sideways; the phone's is drawn at its own size.
      const wide = roastCurveSvg(curve);
      const narrow = roastCurveSvg({ ...curve, width: 340, height: 290 });
      return `<div data-testid="bean-story-curve"><h3>${e(title)}</h3><figure class="curve wide" tabindex="0">${wide}</figure><figure class="curve narrow">${narrow}</figure>${phaseBar(c.stages, ctx.locale)}</div>`;
    });
    sections.push(
      `<section class="card" data-testid="bean-story-roast"><h2>${e(t.roast)}</h2>${line}${curves.join('')}</section>`,
    );
  }

  const note = info.cupnote;
  if (note) {
    const noteName = pick(note.cupnote_name, note.cupnote_name_locale);
    const meta = [
      noteName,
      note.cupnote_date ? note.cupnote_date.slice(0, 10) : '',
      note.cupnote_satis !== null ? fill(t.satisfaction, { value: note.cupnote_satis }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    const values = CUPPING_AXES.map((a) => note.points[a] ?? 0);
    const radar = radarSvg({
      axes: CUPPING_AXES.map((a) => ({ label: t.axes[a], value: note.points[a] ?? null })),
      ariaLabel: `${t.radar}: ${CUPPING_AXES.map((a) => `${t.axes[a]} ${note.points[a] ?? '–'}`).join(', ')}`,
    });
    const flavorNames = note.flavor.map((id) => ctx.codeName('FLVR', id));
    const wheelFig = storyWheel(info, ctx.locale, ctx.codeName);
    const wheel = wheelFig
      ? `<div><figure class="wheel" data-testid="bean-story-wheel"><img src="${e(`${lp(ctx.imagePath ?? ctx.path)}/wheel.svg`)}" width="360" height="360" loading="lazy" decoding="async" alt="${e(wheelFig.ariaLabel)}" /><figcaption>${e(t.wheel_credit)}</figcaption></figure><h3>${e(t.flavors)}</h3>${chips(flavorNames, 'bean-story-flavors')}</div>`
      : '';
    const lists = (
      [
        ['CNAFTST', t.aftertaste, note.aftertaste],
        ['CNTXTR', t.texture, note.texture],
        ['CNFLNG', t.feeling, note.feeling],
      ] as const
    )
      .filter(([, , ids]) => ids.length > 0)
      .map(
        ([group, label, ids]) =>
          `<h3>${e(label)}</h3>${chips(
            ids.map((id) => ctx.codeName(group, id)),
            undefined,
            'out',
          )}`,
      );
    sections.push(`<section class="card" data-testid="bean-story-cupnote"><h2>${e(t.cupnote)}</h2><p class="muted">${e(meta)}</p>
<div class="pair${wheel ? ' two' : ''}"><figure class="radar" data-testid="bean-story-radar" data-values="${e(JSON.stringify([values]))}">${radar}</figure>${wheel}</div>
${lists.join('')}${note.cupnote_satis_detail ? `<p class="pre">${e(note.cupnote_satis_detail)}</p>` : ''}</section>`);
  }

  if (info.cafes?.length) {
    sections.push(
      `<section class="card" data-testid="bean-story-cafes"><h2>${e(t.cafes)}</h2>${chips(
        info.cafes.map((c) => pick(c.cafe_name, c.cafe_name_locale)),
        undefined,
        'out',
      )}</section>`,
    );
  }
  const about = info.blending_result_desc || info.blending_desc;
  if (about)
    sections.push(
      `<section class="card" data-testid="bean-story-about"><h2>${e(t.about)}</h2><p class="pre">${e(about)}</p></section>`,
    );

  const body = `<main id="story" data-testid="bean-info" data-stage="${e(info.public_stage)}">\n${sections.join('\n')}\n</main>`;
  return storyDocument(body, ctx, headTags(info.guest ?? info, ctx));
}

/** The page for an unknown bean or one out of use: the same frame, the catalogue's "page not found". */
export function renderNoStory(ctx: StoryContext, text: string): string {
  // Say what the link was: a drinker who scanned a bag's QR code learns why its story is not here (phone review).
  const t = STORY_TEXT[ctx.locale];
  const body = `<main id="story"><section class="card" data-testid="bean-info-error"><h1>${e(text)}</h1><p class="muted" data-testid="bean-info-missing">${e(t.missing)}</p><p><a class="button out" href="${e(localePath(ctx.locale)('/'))}">${e(t.brand)}</a></p></section></main>`;
  return storyDocument(body, ctx, { title: text, tags: '<meta name="robots" content="noindex" />' });
}
