import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope, CodeSimpleRequest, CodeSimpleResult } from '@beantrail/contracts';
import { Public, UserTypes } from '../auth/guards';
import { requestLocale } from '../envelope/request-locale';
import { CodesService } from './codes.service';

/** Spec 000 §7: POST /api/code/simple (open to all), GET /api/code/reload (ADMIN/SADMIN). */
@Controller('api/code')
export class CodesController {
  constructor(private readonly codes: CodesService) {}

  @Post('simple')
  @HttpCode(200)
  @Public()
  simple(
    @Body() body: Partial<CodeSimpleRequest> | undefined,
    @Req() request: FastifyRequest,
  ): Promise<CodeSimpleResult> {
    return this.codes.simple(body, requestLocale(request.headers));
  }

  @Get('reload')
  @UserTypes('SADMIN', 'ADMIN')
  reload(): ApiEnvelope<null> {
    this.codes.reload();
    return { status: 'OK', description: 'code_reload_ok', result: null };
  }
}
