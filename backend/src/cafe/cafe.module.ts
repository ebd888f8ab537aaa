import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { CafeBeanController } from './cafe-bean.controller';
import { CafeBeanRepository } from './cafe-bean.repository';
import { CafeBeanService } from './cafe-bean.service';
import {
  CAFE_CREATE_CONTROLLER,
  CAFE_LINK_CONTROLLER,
  CAFE_PAGE_CONTROLLERS,
  CAFE_EVENT_CONTROLLERS,
  CAFE_STAFF_CONTROLLERS,
} from './cafe-pages';
import { CafeController } from './cafe.controller';
import { CafeSeed } from './cafe-seed';

/** Cafe area (spec 002): beans and received lots so far; brewing, equipment and staff to come. */
@Module({
  imports: [EntityModule],
  controllers: [
    CafeController,
    CafeBeanController,
    ...CAFE_PAGE_CONTROLLERS,
    CAFE_CREATE_CONTROLLER,
    ...CAFE_STAFF_CONTROLLERS,
    ...CAFE_EVENT_CONTROLLERS,
    CAFE_LINK_CONTROLLER,
  ],
  providers: [CafeSeed, CafeBeanRepository, CafeBeanService],
})
export class CafeModule {}
