import { CUPPING_AXES, PROFILE_STAGE_LABELS, readChartLog } from '@beantrail/contracts';
import { chips, localePath, pickName, type StoryContext } from './story-context';
import { storyMap, storyWheel } from './story-head';
import type { StoryCupnote, StoryInfo } from './story-info';
import { phaseBar } from './story-phase-bar';
import { fill, STORY_TEXT } from './story-text';
import { radarSvg, roastCurveSvg } from './svg';
import { escapeXml as e } from './svg/svg-text';

// The bean story's cards below its name card, each shown only when the stage put its part in `info`.

/** Where the coffee grew: countries, the green beans' regions and farms, varieties, processes, and the map. */
export function originsCard(info: StoryInfo, ctx: StoryContext): string {
  const t = STORY_TEXT[ctx.locale];
  const kr = ctx.locale === 'kr';
  const lp = localePath(ctx.locale);
  const pick = pickName(ctx.locale);
  const countryName = (code: string) =>
    info.country_names?.[code] ? (kr ? info.country_names[code].kr : info.country_names[code].en) : code;
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
  return `<section class="card" data-testid="bean-story-origins"><h2>${e(t.origins)}</h2>
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
${map}</section>`;
}

/** The roast: its date, days since and loss, and each shared roast's curve with its phase bar. */
export function roastCard(info: StoryInfo, ctx: StoryContext, days: number | null): string {
  const t = STORY_TEXT[ctx.locale];
  const kr = ctx.locale === 'kr';
  const pick = pickName(ctx.locale);
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
  return `<section class="card" data-testid="bean-story-roast"><h2>${e(t.roast)}</h2>${line}${curves.join('')}</section>`;
}

/** The roaster's cup note: scores on the radar, the flavors on the wheel, the cup-note lists and the comment. */
export function cupnoteCard(info: StoryInfo, note: StoryCupnote, ctx: StoryContext): string {
  const t = STORY_TEXT[ctx.locale];
  const lp = localePath(ctx.locale);
  const pick = pickName(ctx.locale);
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
  return `<section class="card" data-testid="bean-story-cupnote"><h2>${e(t.cupnote)}</h2><p class="muted">${e(meta)}</p>
<div class="pair${wheel ? ' two' : ''}"><figure class="radar" data-testid="bean-story-radar" data-values="${e(JSON.stringify([values]))}">${radar}</figure>${wheel}</div>
${lists.join('')}${note.cupnote_satis_detail ? `<p class="pre">${e(note.cupnote_satis_detail)}</p>` : ''}</section>`;
}
