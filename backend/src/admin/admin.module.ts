import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { AdminController } from './admin.controller';
import { ADMIN_PAGE_CONTROLLERS } from './admin-pages';
import { LookupController } from './lookup.controller';
import { GREENBEAN_ADMIN_CONTROLLERS } from '../roaster/roaster-pages';

/** Administrator area (spec 001): master data through the generic page engine. */
@Module({ imports: [EntityModule], controllers: [AdminController, LookupController, ...ADMIN_PAGE_CONTROLLERS, ...GREENBEAN_ADMIN_CONTROLLERS] })
export class AdminModule {}
