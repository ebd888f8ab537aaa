import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module';
import { CodesController } from './codes/codes.controller';
import { CodesRepository } from './codes/codes.repository';
import { CodesService } from './codes/codes.service';
import { APP_CONFIG, type AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { openDataSource } from './database/open-data-source';
import { HealthController } from './health/health.controller';
import { Lifecycle } from './health/lifecycle';
import { ReadinessService } from './health/readiness.service';
import { MenuController } from './menu/menu.controller';
import { OrganisationModule } from './organisation/organisation.module';
import { SeedService } from './seed/seed.service';

/** Core: configuration, database, auth, codes, menu, seed. Global so area modules can use them. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(config.database),
          // SQLite's transactions queued, MariaDB's conflicts retried (database/open-data-source.ts).
          dataSourceFactory: (options) => openDataSource(options!, config),
        }),
        AuthModule,
        OrganisationModule,
      ],
      controllers: [CodesController, MenuController, HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        CodesRepository,
        CodesService,
        SeedService,
        Lifecycle,
        ReadinessService,
      ],
      exports: [APP_CONFIG, AuthModule, OrganisationModule, CodesService, Lifecycle],
    };
  }
}
