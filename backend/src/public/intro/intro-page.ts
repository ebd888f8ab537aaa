import { type Locale, PAGE_FRAME_TEXT, pathForLocale } from '@beantrail/contracts';
import { storyDocument } from '../story/story-document';
import { escapeXml as e } from '../story/svg/svg-text';
import { INTRO_TEXT } from './intro-text';

/** The open pages the intro links to (002 §2.13; the same list the intro's "copy data" gives). */
export const INTRO_PAGES = [
  '/info/chart/flavorwheel',
  '/info/chart/radarchart',
  '/info/chart/brewingrecord',
  '/info/chart/roastingprofile',
  '/info/beannote',
] as const;
const GUIDES = ['/info/guide', '/info/guide/barcode', '/info/guide/coffeebean'] as const;

export const INTRO_PATH = '/info/intro';

export interface IntroContext {
  locale: Locale;
  /** The intro's absolute URL in this language (what its QR code holds). */
  url: string;
  signedIn: boolean;
  /** The QR code of `url` as an SVG document (drawn by the caller with `qrcode`). */
  qrSvg: string;
  /** The shell build's page-actions script (copy, save as image); null when there is no build. */
  script: string | null;
}

const lastSegment = (p: string) => p.split('/').pop() as keyof (typeof INTRO_TEXT)['kr']['pages'];

/**
 * What the intro's "copy data" copies: labelled lines ("label: value") in the page's language, the
 * page's address and each open page's, as a reader pastes them into a message (a JSON blob read as
 * code to a person).
 */
export function introCopyText(ctx: Pick<IntroContext, 'locale' | 'url'>): string {
  const t = INTRO_TEXT[ctx.locale];
  const abs = (p: string) => new URL(pathForLocale(p, ctx.locale), ctx.url).toString();
  return [`${t.this_page}: ${ctx.url}`, ...INTRO_PAGES.map((p) => `${t.pages[lastSegment(p)]}: ${abs(p)}`)].join('\n');
}

/**
 * The intro (spec 000 §1, 002 §2.13): what BeanTrail is, the open pages, guides, a QR code of the
 * page and sign-in, rendered by the server as a whole document (docs/PUBLIC.md "The intro, also
 * rendered by the server"): a stranger's first page loads no application (Lighthouse ≥ 90). Its two
 * buttons (copy data, save as image) are the only script, ~1 KB, and stay hidden without it.
 */
export function renderIntro(ctx: IntroContext): string {
  const t = INTRO_TEXT[ctx.locale];
  // The frame's words (copy, save as image, sign in) are the public area's own.
  const f = PAGE_FRAME_TEXT[ctx.locale];
  const lp = (p: string) => pathForLocale(p, ctx.locale);
  const here = lp(INTRO_PATH);
  const link = (p: string, testId?: string) =>
    `<li><a class="button out small" href="${e(lp(p))}"${testId ? ` data-testid="${testId}"` : ''}>${e(t.pages[lastSegment(p)])}</a></li>`;
  const data = introCopyText(ctx);
  const signIn = ctx.signedIn
    ? ''
    : `<section class="card" data-testid="signin-prompt"><h2>${e(f.signin_title)}</h2><p class="muted">${e(f.signin_text)}</p>
<p class="row"><a class="button" href="${e(`${lp('/user/signin')}?from=${encodeURIComponent(here)}`)}" data-testid="intro-sign-in">${e(t.sign_in)}</a><a class="button out" href="${e(`${lp('/user/signup')}?from=${encodeURIComponent(here)}`)}" data-testid="signup-link">${e(t.create_account)}</a></p></section>`;
  const body = `<main id="main" data-testid="area-landing">
<div id="page-capture" class="stack" data-testid="page-intro">
<section class="card"><h1 data-testid="landing-title">${e(t.title)}</h1><p class="muted">${e(t.lead)}</p></section>
<div class="pair two">
<section class="card"><h2>${e(t.try_title)}</h2><p class="muted">${e(t.try_text)}</p>
<ul class="links">${INTRO_PAGES.map((p) => link(p, `link-${lastSegment(p)}`)).join('')}</ul>
<h2 class="next">${e(t.guides_title)}</h2>
<ul class="links">${GUIDES.map((p) => link(p)).join('')}</ul></section>
<section class="card"><h2>${e(t.for_title)}</h2><ul><li>${e(t.for_roaster)}</li><li>${e(t.for_cafe)}</li><li>${e(t.for_user)}</li></ul>
<h3>${e(t.qr_title)}</h3>
<div class="qr" data-testid="qr-code"><figure role="img" aria-label="${e(`${t.qr}: ${ctx.url}`)}">${ctx.qrSvg}</figure>
<p class="row"><a class="button out small" href="${e(`${here}/QRCode.png`)}" download="QRCode.png" data-testid="qr-download-png">${e(t.qr_png)}</a><a class="button out small" href="${e(`${here}/QRCode.svg`)}" download="QRCode.svg" data-testid="qr-download-svg">${e(t.qr_svg)}</a></p></div></section>
</div>
</div>
<p class="row"><button type="button" class="button out" data-copy="page-data" data-ok="${e(f.copied)}" data-failed="${e(f.copy_failed)}" data-testid="page-copy" hidden>${e(f.copy)}</button><button type="button" class="button out" data-image="page-capture" data-image-prefix="intro_" data-failed="${e(f.image_failed)}" data-testid="page-download" hidden>${e(f.download)}</button></p>
<p class="notice" role="status" data-notice data-testid="page-notice" hidden></p>
<pre id="page-data" hidden>${e(data)}</pre>
${signIn}
</main>`;
  const tags = [
    `<meta name="description" content="${e(t.lead)}" />`,
    ...[
      ['og:type', 'website'],
      ['og:site_name', 'BeanTrail'],
      ['og:title', t.title],
      ['og:description', t.lead],
      ['og:url', ctx.url],
      ['og:locale', ctx.locale === 'kr' ? 'ko_KR' : 'en_US'],
    ].map(([p, c]) => `<meta property="${p}" content="${e(c)}" />`),
  ].join('\n');
  return storyDocument(
    body,
    { locale: ctx.locale, path: INTRO_PATH, signedIn: ctx.signedIn },
    { title: t.title, tags, mainId: 'main', script: ctx.script },
  );
}
