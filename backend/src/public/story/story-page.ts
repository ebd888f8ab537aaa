import { SERIAL_KINDS } from '@beantrail/contracts';
import { chips, localePath, pickName, type StoryContext } from './story-context';
import { storyDocument } from './story-document';
import { headTags } from './story-head';
import type { StoryInfo } from './story-info';
import { cupnoteCard, originsCard, roastCard } from './story-sections';
import { fill, STORY_TEXT } from './story-text';
import { escapeXml as e } from './svg/svg-text';

export type { StoryContext } from './story-context';

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

/**
 * The bean story (001 §2 QR link paths, 002 §2.5): what a drinker reads after scanning
 * a lot's QR code, rendered on the server from the public-stage-filtered reply (a part the stage
 * hides is not in `info`, so it cannot be shown). No script: the radar and the roast curve are
 * inline SVG, the map and the flavor wheel SVG images of their own.
 */
export function renderStory(info: StoryInfo, ctx: StoryContext): string {
  const t = STORY_TEXT[ctx.locale];
  const lp = localePath(ctx.locale);
  const pick = pickName(ctx.locale);
  const name = pick(info.blending_name, info.blending_name_locale);
  const roaster = pick(info.roaster_name, info.roaster_name_locale);
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

  if (!onlyNames) sections.push(originsCard(info, ctx));
  if (info.blending_result_date || info.roast_curves?.length) sections.push(roastCard(info, ctx, days));
  if (info.cupnote) sections.push(cupnoteCard(info, info.cupnote, ctx));

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
