import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../../core/auth/guards';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { requestLocale } from '../../core/envelope/request-locale';
import { AcceptsMultipart, type UploadedFile, Uploads } from '../../core/upload/upload-route';
import type { CollectionReport } from '@beantrail/contracts';
import { CollectionService } from './collection.service';

/**
 * POST /api/setting/system/collection/preview and …/commit (002 §6 system settings: SADMIN only):
 * a spreadsheet (one .xlsx or .csv file) with the form fields `page` (a master-data page's id) and
 * `mapping` (JSON, header → field; empty: by the headers' names). The preview saves nothing; a
 * commit saves every row or, when any row is refused, none (400 collection_refused).
 */
/** A mapping names each column of the sheet once (header → field): room for a wide sheet's. */
const UPLOAD = { fieldSize: 64 * 1024, tooLarge: 'collection_large' } as const;

@Controller('api/setting/system/collection')
export class CollectionController {
  constructor(private readonly collection: CollectionService) {}

  @Post('preview')
  @HttpCode(200)
  @AcceptsMultipart(UPLOAD)
  @UserTypes('SADMIN')
  preview(
    @Uploads() files: UploadedFile[],
    @Body() body: Record<string, string>,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<CollectionReport> {
    return this.collection.run(
      body?.page,
      this.file(files),
      body?.mapping,
      false,
      user,
      requestLocale(request.headers),
    );
  }

  @Post('commit')
  @HttpCode(200)
  @AcceptsMultipart(UPLOAD)
  @UserTypes('SADMIN')
  async commit(
    @Uploads() files: UploadedFile[],
    @Body() body: Record<string, string>,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ) {
    const report = await this.collection.run(
      body?.page,
      this.file(files),
      body?.mapping,
      true,
      user,
      requestLocale(request.headers),
    );
    if (!report.committed) throw new ApiRefusal(400, 'collection_refused', 'file', { count: String(report.refused) });
    return { status: 'OK', description: 'collection_done', result: report };
  }

  private file(files: UploadedFile[]) {
    if (files.length !== 1) throw new ApiRefusal(400, files.length > 1 ? 'roastingfile_one' : 'bad_request', 'file');
    return { fileName: files[0].filename, data: files[0].data };
  }
}
