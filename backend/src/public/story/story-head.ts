import type { Locale } from '@beantrail/contracts';
import { pickName, type StoryContext } from './story-context';
import type { StoryInfo } from './story-info';
import { fill, STORY_TEXT } from './story-text';
import { escapeXml as e } from './svg/svg-text';

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
