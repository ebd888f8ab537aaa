import type { RecordValues } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';

/**
 * Nobody is taken back without asking (002 §4; docs/STAFF.md, docs/LINKS.md): from an etc list,
 * someone who left, was refused or was let go is taken on (staff) or linked (a cafe) again only
 * from a rejoin request (RJN). 403 naming the state field otherwise.
 */
export function assertAskedToRejoin(before: RecordValues, field: string, takenBack: boolean): void {
  if (takenBack && before[field] !== 'RJN') throw new ApiRefusal(403, 'nopermission_text', field);
}
