import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  type ApiEnvelope,
  ROAST_LOG_MAX_SAMPLES,
  ROAST_LOG_UPLOAD_TYPES,
  type RoastLogUploadReply,
} from '@beantrail/contracts';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../core/auth/guards';
import { RequireRole } from '../core/auth/role.guard';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { AcceptsMultipart, type UploadedFile, Uploads } from '../core/upload/upload-route';
import { RoastLogReader } from './roast-log-reader.service';

/**
 * Roasting log import (spec 001 §4): reads one uploaded Artisan/table file and answers with the
 * profile fields it fills. Nothing is stored; the form saves them with the roasting result. The
 * file is read off the event loop, one per user at a time (roast-log-reader.service.ts).
 */
@Controller('api/roaster/roasting/log')
export class RoastLogController {
  constructor(private readonly reader: RoastLogReader) {}

  // Guards run bottom-up: session and user type (§6) before the upload is read, then the roaster
  // role, whose roaster_seq is a form field.
  @Post('upload')
  @HttpCode(200)
  @RequireRole('roaster')
  @AcceptsMultipart()
  @UserTypes(...ROAST_LOG_UPLOAD_TYPES)
  async upload(
    @Uploads() files: UploadedFile[],
    @CurrentUser() user: AuthUser,
  ): Promise<ApiEnvelope<RoastLogUploadReply>> {
    if (files.length !== 1) throw new ApiRefusal(400, files.length > 1 ? 'roastingfile_one' : 'bad_request', 'file');
    const read = await this.reader.read(user.user_seq, { fileName: files[0].filename, data: files[0].data });
    if (!read.ok)
      throw new ApiRefusal(
        400,
        read.error,
        'file',
        read.error === 'roastingfile_rows' ? { max: ROAST_LOG_MAX_SAMPLES.toLocaleString('en-US') } : undefined,
      );
    return {
      status: 'OK',
      description: 'roastingfile_upload_label',
      // The roast's day (and start time) as the file states it: the form sets the roast date from it.
      result: { fields: read.fields, log: read.log },
    };
  }
}
