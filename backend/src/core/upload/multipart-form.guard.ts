import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { UPLOAD_LIMITS } from './multipart';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export type UploadRequest = FastifyRequest & { uploads?: UploadedFile[] };

/** The multipart plugin's limit errors, by code, and the key each answers with. */
const LIMIT_ERRORS: Record<string, [number, MessageKey]> = {
  FST_FILES_LIMIT: [400, 'roastingfile_one'],
  FST_REQ_FILE_TOO_LARGE: [413, 'roastingfile_large'],
  FST_PARTS_LIMIT: [413, 'bad_request'],
  FST_FIELDS_LIMIT: [413, 'bad_request'],
  FST_PROTO_VIOLATION: [400, 'bad_request'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'bad_request'],
  FST_MP_PREMATURE_CLOSE: [400, 'bad_request'],
};

/** What one upload route changes of the defaults (UPLOAD_LIMITS; the roast log's messages). */
export interface UploadRouteOptions {
  /** Bytes a text field may hold (a Collection mapping names every column of a sheet). */
  fieldSize?: number;
  /** The message for a file past the size limit. */
  tooLarge?: MessageKey;
}
/** Where `AcceptsMultipart` (upload-route.ts) records a route's UploadRouteOptions. */
export const UPLOAD_OPTIONS = 'beantrail:upload-options';

/**
 * Reads a multipart/form-data request: its text fields become `request.body` (so RoleGuard finds
 * roaster_seq there, as in a JSON POST) and its files `request.uploads`. A guard rather than a
 * body hook so it runs only on upload routes and only after the session check before it.
 */
@Injectable()
export class MultipartFormGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    if (!request.isMultipart()) throw new ApiRefusal(400, 'bad_request', 'file');
    const options = this.reflector.get<UploadRouteOptions | undefined>(UPLOAD_OPTIONS, context.getHandler()) ?? {};
    const fields: Record<string, string> = {};
    const uploads: UploadedFile[] = [];
    try {
      for await (const part of request.parts({
        limits: { ...UPLOAD_LIMITS, ...(options.fieldSize ? { fieldSize: options.fieldSize } : {}) },
      })) {
        if (part.type === 'file')
          uploads.push({
            fieldname: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data: await part.toBuffer(),
          });
        // A field cut at the size limit would be read as another value: refused, never half-read.
        else if (part.valueTruncated) throw new ApiRefusal(413, 'bad_request', part.fieldname);
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      const mapped = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
      if (mapped)
        throw new ApiRefusal(
          mapped[0],
          mapped[1] === 'roastingfile_large' && options.tooLarge ? options.tooLarge : mapped[1],
          'file',
        );
      throw error;
    }
    request.body = fields;
    request.uploads = uploads;
    return true;
  }
}
