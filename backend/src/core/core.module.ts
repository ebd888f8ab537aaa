import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from './auth/auth.module';
import { CodesController } from './codes/codes.controller';
import { CodesService } from './codes/codes.service';
import { APP_CONFIG, type AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { serializeSqliteTransactions } from './database/sqlite-serial';
import { MenuController } from './menu/menu.controller';
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
          // SQLite's one shared connection needs its transactions queued (database/sqlite-serial.ts).
          dataSourceFactory: async (options) => serializeSqliteTransactions(await new DataSource(options!).initialize(), { check: config.checkTransactions }),
        }),
        AuthModule,
      ],
      controllers: [CodesController, MenuController],
      providers: [{ provide: APP_CONFIG, useValue: config }, CodesService, SeedService],
      exports: [APP_CONFIG, AuthModule, CodesService],
    };
  }
}
