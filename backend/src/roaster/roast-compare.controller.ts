import { Controller, Get, Query } from '@nestjs/common';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { RoastCompareService } from './roast-compare.service';

/** 2 to 6 roasts side by side (docs/ROASTER.md "Roast comparison"). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;

/** A record key as the query string carries it: a whole positive number of at most ten digits. */
const WHOLE_ID = /^[1-9]\d{0,9}$/;

/** `ids=3,7,9`: whole positive numbers, no repeats, 2 to 6 of them; anything else is a bad request. */
export function compareIds(raw: unknown): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => WHOLE_ID.test(p))) throw new ApiRefusal(400, 'bad_request', 'ids');
  const ids = parts.map(Number);
  if (new Set(ids).size !== ids.length || ids.length < COMPARE_MIN || ids.length > COMPARE_MAX)
    throw new ApiRefusal(400, 'bad_request', 'ids');
  return ids;
}

/** `id=3`: one whole positive number; anything else is a bad request. */
export function roastId(raw: unknown): number {
  if (typeof raw !== 'string' || !WHOLE_ID.test(raw)) throw new ApiRefusal(400, 'bad_request', 'id');
  return Number(raw);
}

/**
 * GET /api/roaster/roasting/compare?ids=…: the comparison of the selected roastery's roasts
 * (RoastCompareService.compare). The role guard checked the caller's role in the roastery; another
 * roastery's roast answers 404 as if it did not exist.
 */
@Controller('api/roaster/roasting')
@RequireRole('roaster')
export class RoastCompareController {
  constructor(private readonly comparison: RoastCompareService) {}

  @Get('compare')
  compare(@Query('ids') raw: unknown, @ScopeGrant() g: ScopeRoleGrant) {
    return this.comparison.compare(g.seq, compareIds(raw));
  }

  /** GET /api/roaster/roasting/compare/notes?id=…: the roastery's QC notes behind one roast's cup figures. */
  @Get('compare/notes')
  notes(@Query('id') raw: unknown, @ScopeGrant() g: ScopeRoleGrant) {
    return this.comparison.roasteryNotes(g.seq, roastId(raw));
  }
}
