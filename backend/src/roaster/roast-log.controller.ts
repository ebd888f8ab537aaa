import { Controller, HttpCode, Post } from '@nestjs/common';
import { parseRoastLog, ROAST_LOG_UPLOAD_TYPES, roastLogToProfile } from '@beantrail/contracts';
import { RequireRole } from '../core/auth/role.guard';
import { UserTypes } from '../core/auth/guards';
import { ApiError } from '../core/envelope/api-error';
import { AcceptsMultipart, type UploadedFile, Uploads } from '../core/upload/multipart-form.guard';

/**
 * Roasting log import (spec 001 §4): reads one uploaded Artisan/table file and answers with the
 * profile fields it fills. Nothing is stored; the form saves them with the roasting result.
 */
@Controller('api/roaster/roasting/log')
export class RoastLogController {
  // Guards run bottom-up: session and user type (§6) before the upload is read, then the roaster
  // role, whose roaster_seq is a form field.
  @Post('upload')
  @HttpCode(200)
  @RequireRole('roaster')
  @AcceptsMultipart()
  @UserTypes(...ROAST_LOG_UPLOAD_TYPES)
  upload(@Uploads() files: UploadedFile[]) {
    if (files.length !== 1) throw new ApiError(400, files.length > 1 ? 'roastingfile_one' : 'bad_request', 'file');
    const parsed = parseRoastLog(files[0].filename, files[0].data.toString('utf8'));
    if (!parsed.ok) throw new ApiError(400, parsed.error, 'file');
    const { log } = parsed;
    return {
      status: 'OK',
      description: 'roastingfile_upload_label',
      // The roast's day (and start time) as the file states it: the form sets the roast date from it (issue 16).
      result: { fields: roastLogToProfile(log), log: { unit: log.unit, samples: log.samples.length, events: log.events, date: log.date ?? null, time: log.time ?? null } },
    };
  }
}
