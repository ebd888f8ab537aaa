import type { RecordValues } from '@beantrail/contracts';
import { uniqueList, uniqueText } from '../roaster-math';

/**
 * What a roast tells of its beans' origins (001 §4), each column with the green-bean column it
 * gathers: the distinct values of its beans (a list, or for `…_etc` free text). A lot gathers its
 * roasts' same columns into `blending_…` ones.
 */
const ORIGINS = [
  ['greenbean_country_list', 'greenbean_country_code'],
  ['greenbean_grade_list', 'greenbean_grade'],
  ['greenbean_grade_detail_list', 'greenbean_grade_detail'],
  ['greenbean_variety_list', 'greenbean_variety_list'],
  ['greenbean_variety_etc', 'greenbean_variety_etc'],
  ['greenbean_process_list', 'greenbean_process'],
  ['greenbean_process_etc', 'greenbean_process_etc'],
] as const;

const gather = (column: string, values: unknown[]) =>
  column.endsWith('_etc') ? uniqueText(values as string[]) : uniqueList(values as string[]);

/** A roast's origin columns from the green beans of its rows. */
export function roastOrigins(beans: readonly RecordValues[]): RecordValues {
  return Object.fromEntries(
    ORIGINS.map(([own, bean]) => [
      own,
      gather(
        own,
        beans.map((b) => b[bean]),
      ),
    ]),
  );
}

/** A lot's origin columns (`blending_…`) from its roasts' own. */
export function lotOrigins(roasts: readonly RecordValues[]): RecordValues {
  return Object.fromEntries(
    ORIGINS.map(([roast]) => [
      roast.replace(/^greenbean_/, 'blending_'),
      gather(
        roast,
        roasts.map((x) => x[roast]),
      ),
    ]),
  );
}
