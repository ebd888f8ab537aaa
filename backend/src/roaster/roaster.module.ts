import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { RoasterCodeController } from './roaster-code.controller';
import { ROASTER_CREATE_CONTROLLER, ROASTER_PAGE_CONTROLLERS, ROASTER_EVENT_CONTROLLERS, ROASTER_LINK_CONTROLLERS, ROASTER_STAFF_CONTROLLERS } from './roaster-pages';
import { RoastLogController } from './roast-log.controller';
import { RoasterController } from './roaster.controller';
import { RoasterSeed } from './roaster-seed';

/** Roaster area (spec 001): roasting, green beans, blending, equipment, staff. */
@Module({ imports: [EntityModule], controllers: [RoasterController, RoasterCodeController, ...ROASTER_PAGE_CONTROLLERS, ROASTER_CREATE_CONTROLLER, ...ROASTER_STAFF_CONTROLLERS, ...ROASTER_EVENT_CONTROLLERS, ...ROASTER_LINK_CONTROLLERS, RoastLogController], providers: [RoasterSeed] })
export class RoasterModule {}
