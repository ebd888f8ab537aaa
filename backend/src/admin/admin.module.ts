import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { AdminController } from './admin.controller';
import { CollectionController } from './collection/collection.controller';
import { CollectionService } from './collection/collection.service';
import { ADMIN_PAGE_CONTROLLERS } from './admin-pages';
import { LookupController } from './lookup.controller';
import { LookupRepository } from './lookup.repository';
import { SystemController } from './system.controller';
import { SystemRepository } from './system.repository';
import { VarietyInfoController } from './variety-info.controller';
import { GREENBEAN_ADMIN_CONTROLLERS } from '../roaster/roaster-pages';

/** Administrator area (spec 001): master data through the generic page engine; the top administrator's table tools (002 §2.14). */
@Module({
  imports: [EntityModule],
  providers: [CollectionService, LookupRepository, SystemRepository],
  controllers: [
    AdminController,
    CollectionController,
    LookupController,
    SystemController,
    VarietyInfoController,
    ...ADMIN_PAGE_CONTROLLERS,
    ...GREENBEAN_ADMIN_CONTROLLERS,
  ],
})
export class AdminModule {}
