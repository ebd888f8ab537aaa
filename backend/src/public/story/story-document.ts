import { pathForLocale } from '@beantrail/contracts';
import { localePath, type StoryContext } from './story-context';
import { STORY_STYLE } from './story-style';
import { STORY_TEXT } from './story-text';
import { escapeXml as e } from './svg/svg-text';

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
