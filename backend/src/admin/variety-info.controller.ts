import type { CodeInfoReply } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SignedIn } from '../core/auth/guards';
import type { RequestBody } from '../core/http/body';
import { LookupRepository } from './lookup.repository';

const said = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * What the admin variety table (001 §3 Variety) says of one variety code (VRT), for whoever chose it
 * in a form (001 §4 "Variety info click"; contracts CODE_INFO): its names, species and descriptions,
 * or null when it says nothing — no row in use and shown (variety_disp), or one without a
 * description in either language or a detail — which the browser answers with 001 §8's "no
 * information for this variety". Any signed-in user, as the other code lookups.
 */
@Controller('api/code/variety')
@SignedIn()
export class VarietyInfoController {
  constructor(private readonly rows: LookupRepository) {}

  @Post('info')
  @HttpCode(200)
  async info(@Body() body: RequestBody): Promise<CodeInfoReply> {
    const id = typeof body?.code_id === 'string' ? body.code_id.trim() : '';
    if (!id || id.length > 45) return null;
    const row = await this.rows.variety(id);
    return row && [row.variety_desc, row.variety_desc_kr, row.variety_detail].some(said) ? row : null;
  }
}
