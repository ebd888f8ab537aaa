import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ROAST_LOG_MAX_BYTES } from '@beantrail/contracts';

/**
 * Upload limits (spec 001 §9 "log-file upload max count 1"): one file of at most what a real roast
 * log needs (ROAST_LOG_MAX_BYTES, 2 MB), a few small fields.
 */
export const UPLOAD_LIMITS = {
  files: 1,
  fileSize: ROAST_LOG_MAX_BYTES,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
} as const;

/**
 * multipart/form-data support. Parts are read on demand by MultipartFormGuard (not attached to the
 * body by a hook), so only routes that accept uploads read them, after the session check.
 */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
}
