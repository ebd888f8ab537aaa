import { computed, regionFarmFields } from './fields';
import type { FieldDecl } from './types';

/**
 * A coffee's origins as a cafe's bean and a drinker's note hold them (002 §3 "country list and code,
 * region seq/etc, farm seq/etc", "Blending info fields (on notes): country, country code, region,
 * farm, variety, grade, grade detail, process, each with an etc free text"): the countries, the one
 * origin a region and a farm are chosen in (master data, as a roaster's green bean has them) or
 * typed, varieties, processes and grades. §4: `<prefix>_country_code` is the list's only country,
 * else empty — the form previews it (derive), the server sets it. §5: the typed texts are 3–300
 * bytes; `listMaxBytes` bounds each list.
 */
export function beanOriginFields(prefix: 'coffeebean' | 'cupnote', listMaxBytes: number): FieldDecl[] {
  const list = (name: string, codeGroup: string): FieldDecl => ({
    name: `${prefix}_${name}`,
    widget: 'multiSelect',
    maxBytes: listMaxBytes,
    source: { codeGroup },
  });
  const etc = (name: string): FieldDecl => ({ name: `${prefix}_${name}`, widget: 'text', minBytes: 3, maxBytes: 300 });
  return [
    list('country_list', 'CNTR'),
    {
      name: `${prefix}_country_code`,
      widget: 'select',
      maxBytes: 45,
      source: { codeGroup: 'CNTR', codeFilter: 'CFPRDC' },
      ...computed,
    },
    ...regionFarmFields(prefix, { etcMinBytes: 3 }),
    list('variety_list', 'VRT'),
    etc('variety_etc'),
    list('process_list', 'PRCS'),
    etc('process_etc'),
    list('grade_list', 'BGRD'),
    list('grade_detail_list', 'BQLT'),
  ];
}
