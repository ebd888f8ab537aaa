import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { fromRequest } from '../http/from-request';
import { MULTIPART_ROUTE } from '../http/request-guard';
import {
  MultipartFormGuard,
  UPLOAD_OPTIONS,
  type UploadRequest,
  type UploadRouteOptions,
} from './multipart-form.guard';

export type { UploadedFile, UploadRouteOptions } from './multipart-form.guard';

/**
 * An upload route: the only kind that takes multipart/form-data (every other body must be JSON,
 * core/http/request-guard.ts); its parts are read by MultipartFormGuard.
 */
export const AcceptsMultipart = (options: UploadRouteOptions = {}) =>
  applyDecorators(
    RouteConfig({ [MULTIPART_ROUTE]: true }),
    SetMetadata(UPLOAD_OPTIONS, options),
    UseGuards(MultipartFormGuard),
  );

/** The files MultipartFormGuard read. */
export const Uploads = fromRequest((request: UploadRequest) => request.uploads ?? []);
