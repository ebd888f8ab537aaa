import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BeanInfoService } from './bean-info.service';

/** A bean page's path (001 §2 / 002 §2.5 QR links), with or without its locale. */
const BEAN_PAGE = /^\/(?:(kr|en)\/)?info\/beannote\/(beaninfo|beandetail|coffeebean|coffeebeandetail)\/([0-9a-f-]{36})\/?$/;

/** HTML text and attribute escaping (issue 14): the names are the roaster's and the cafe's own text. */
export function escapeHtml(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Issue 16 "Open Graph tags so a shared link previews": the shell's index.html for a bean page gets
 * og:title, og:description, og:url, og:type (and a matching <title> and description) written by the
 * server, from what the page shows a guest (the public_stage_normal reply): a link preview is a
 * stranger's view, so it never tells more than the roaster chose for strangers.
 */
@Injectable()
export class BeanPageMeta {
  constructor(private readonly beans: BeanInfoService) {}

  /** The shell's HTML with the bean's tags, or null when the path is no bean page or names no bean. */
  async render(html: string, request: FastifyRequest): Promise<string | null> {
    const path = request.url.split('?')[0];
    const m = BEAN_PAGE.exec(path);
    if (!m) return null;
    const [, locale, kind, uuid] = m;
    const en = locale === 'en';
    let info: Record<string, unknown>;
    try {
      info = await this.beans.info(kind, uuid, null);
    } catch {
      return null;
    }
    const pick = (en_: unknown, kr: unknown) => String((en ? en_ : kr) || en_ || kr || '');
    const name = pick(info.blending_name, info.blending_name_locale);
    const roaster = pick(info.roaster_name, info.roaster_name_locale);
    const title = roaster ? `${name} · ${roaster}` : name;
    const parts: string[] = [en ? `Roasted by ${roaster}` : `${roaster} 로스팅`];
    const names = (info.country_names ?? {}) as Record<string, { en: string; kr: string }>;
    if (Object.keys(names).length) parts.push(Object.values(names).map((n) => (en ? n.en : n.kr)).join(', '));
    if (typeof info.blending_result_date === 'string' && info.blending_result_date) parts.push(en ? `roasted ${info.blending_result_date}` : `${info.blending_result_date} 로스팅`);
    parts.push(en ? 'Farm to cup on BeanTrail' : '빈트레일에서 농장부터 한 잔까지');
    const description = parts.join(' · ');
    const host = request.headers.host ?? 'localhost';
    const url = `${request.protocol}://${host}${path}`;
    const tags = [
      ['og:type', 'article'], ['og:site_name', 'BeanTrail'], ['og:title', title], ['og:description', description], ['og:url', url], ['og:locale', en ? 'en_US' : 'ko_KR'],
    ].map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}" />`);
    tags.push(`<meta name="twitter:card" content="summary" />`);
    return html
      .replace(/<html lang="[^"]*"/, `<html lang="${en ? 'en' : 'ko'}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} | BeanTrail`)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`)
      .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
  }
}
