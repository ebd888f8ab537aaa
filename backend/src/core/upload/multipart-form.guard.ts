import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@beantrail/contracts';
import { ApiError } from '../envelope/api-error';
import { MULTIPART_ROUTE } from '../http/request-guard';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

type UploadRequest = FastifyRequest & { uploads?: UploadedFile[] };

/** The multipart plugin's limit errors, by code, and the key each answers with. */
const LIMIT_ERRORS: Record<string, [number, MessageKey]> = {
  FST_FILES_LIMIT: [400, 'roastingfile_one'],
  FST_REQ_FILE_TOO_LARGE: [413, 'roastingfile_large'],
  FST_PARTS_LIMIT: [413, 'bad_request'],
  FST_FIELDS_LIMIT: [413, 'bad_request'],
};

/**
 * Reads a multipart/form-data request: its text fields become `request.body` (so RoleGuard finds
 * roaster_seq there, as in a JSON POST) and its files `request.uploads`. A guard rather than a
 * body hook so it runs only on upload routes and only after the session check before it.
 */
@Injectable()
export class MultipartFormGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    if (!request.isMultipart()) throw new ApiError(400, 'bad_request', 'file');
    const fields: Record<string, string> = {};
    const uploads: UploadedFile[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') uploads.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      const mapped = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
      if (mapped) throw new ApiError(mapped[0], mapped[1], 'file');
      throw error;
    }
    request.body = fields;
    request.uploads = uploads;
    return true;
  }
}

/** The files MultipartFormGuard read. */
export const Uploads = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<UploadRequest>().uploads ?? []);

/**
 * An upload route: the only kind that takes multipart/form-data (every other body must be JSON,
 * core/http/request-guard.ts); its parts are read by MultipartFormGuard.
 */
export const AcceptsMultipart = () => applyDecorators(RouteConfig({ [MULTIPART_ROUTE]: true }), UseGuards(MultipartFormGuard));
