import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { AD_FRAME_PATH, AREAS, type RemotesManifest } from '@beantrail/contracts';
import type { AppConfig } from '../config/config';
import { serveAdFrame } from './ad-frame';

// Entry files must be revalidated (they name the hashed chunks); hashed chunks can be cached long.
// The precompressed copies (.br, .gz) are what browsers are actually sent.
const ENTRY_FILES = /(^|\/)(index\.html|remoteEntry\.js)(\.br|\.gz)?$/;
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  void reply.header('cache-control', ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

export function remotesManifest(config: AppConfig): RemotesManifest {
  return {
    remotes: AREAS.map(({ area, remote }) => ({
      name: remote,
      area,
      entry: config.remoteUrls[area] ?? `/remotes/${area}/remoteEntry.js`,
    })),
    ...(config.adScriptUrl ? { ads: { frame: AD_FRAME_PATH } } : {}),
  };
}

/**
 * One port for everything: /remotes.json (where the shell finds each area at run time),
 * /remotes/<area>/ (each remote's dist) and / (the shell's dist; unknown pages fall back to its
 * index.html in the exception filter). Missing dist folders are skipped, so API tests need no build.
 * `.map` files are answered only with SOURCE_MAPS=1 (`npm run dev`).
 * Returns the shell's index.html path, if there is one.
 */
export async function serveStatic(app: NestFastifyApplication, config: AppConfig): Promise<string | null> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/remotes.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return remotesManifest(config);
  });
  if (config.adScriptUrl) serveAdFrame(fastify, config.adScriptUrl);
  let decorated = false;
  // Only the shell has an index: `/` is its page; a remote's folder is no page.
  const mount = async (root: string, prefix: string, index: string[] | false = false) => {
    if (!fs.existsSync(root)) return;
    // preCompressed: the build writes .br/.gz beside each text asset (mf-shared/build/build-output.js).
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      index,
      wildcard: true,
      preCompressed: true,
      setHeaders: cacheHeaders,
      // Source maps only for development: a production build writes none into dist.
      allowedPath: (pathName) => config.serveSourceMaps || !pathName.endsWith('.map'),
    });
    decorated = true;
  };
  for (const { area } of AREAS) await mount(path.join(config.staticRoot, `mf-${area}/dist`), `/remotes/${area}/`);
  const shell = path.join(config.staticRoot, 'shell/dist');
  await mount(shell, '/', ['index.html']);
  const index = path.join(shell, 'index.html');
  return fs.existsSync(index) ? index : null;
}
