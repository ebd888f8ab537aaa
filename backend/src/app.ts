import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AdminModule } from './admin/admin.module';
import { CafeModule } from './cafe/cafe.module';
import { CafeSeed } from './cafe/cafe-seed';
import { type AppConfig, loadConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { ProfileModule } from './core/profile/profile.module';
import { EnvelopeFilter } from './core/envelope/envelope.filter';
import { registerEnvelopeHook } from './core/envelope/envelope.hook';
import { httpServerOptions } from './core/http/body-limits';
import { registerCompression } from './core/http/compression';
import { registerBodyKeyGuard } from './core/http/body-keys';
import { registerRequestGuard } from './core/http/request-guard';
import { registerSecurityHeaders } from './core/http/security-headers';
import { SeedService } from './core/seed/seed.service';
import { prepareDatabase } from './core/database/open-data-source';
import { serveStatic } from './core/static/serve-static';
import { registerMultipart } from './core/upload/multipart';
import { PublicModule } from './public/public.module';
import { RoasterSeed } from './roaster/roaster-seed';
import { QcSeed } from './roaster/qc/qc-seed';
import { RoasterModule } from './roaster/roaster.module';
import { UserModule } from './user/user.module';
import { UserSeed } from './user/user-seed';

@Module({})
class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        RoasterModule,
        CafeModule,
        UserModule,
        AdminModule,
        PublicModule,
        ProfileModule,
      ],
    };
  }
}

/**
 * Builds the whole server: Nest on Fastify, migrations and seed (one process at a time,
 * database/open-data-source.ts), cookies, static files, the envelope. Used by main.ts and,
 * in-process, by the API tests; main.ts adds the graceful shutdown.
 */
export async function createApp(
  config: AppConfig = loadConfig(),
  options: { logger?: false } = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      ...httpServerOptions(config),
      trustProxy: config.trustProxy,
      routerOptions: { ignoreTrailingSlash: true },
      // While stopping, a request that still arrives on an open connection is served (with
      // `Connection: close`), not refused 503: the load balancer has stopped sending new ones by
      // then (runtime/graceful-shutdown.ts), and one already on its way must not fail.
      return503OnClosing: false,
    }),
    {
      logger: options.logger === false ? false : ['error', 'warn', 'log'],
      // Fastify's own JSON parser only (with the limit above): Nest would add a form parser.
      bodyParser: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  // JSON only: no text/plain body, which another site can post without a preflight.
  fastify.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config);
  registerRequestGuard(fastify);
  registerBodyKeyGuard(fastify);
  await app.register(fastifyCookie);
  await registerCompression(app);
  await registerMultipart(app);
  await prepareDatabase(app.get(DataSource), async () => {
    await app.get(SeedService).run();
    await app.get(RoasterSeed).run();
    await app.get(QcSeed).run();
    await app.get(CafeSeed).run();
    await app.get(UserSeed).run();
  });
  const shellIndex = await serveStatic(app, config);
  registerEnvelopeHook(fastify);
  app.useGlobalFilters(new EnvelopeFilter(shellIndex));
  await app.init();
  await fastify.ready();
  return app;
}
