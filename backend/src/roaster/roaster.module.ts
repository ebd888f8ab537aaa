import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { RoasterCodeController } from './roaster-code.controller';
import { RoasterCodeRepository } from './roaster-code.repository';
import { RoasterCodeService } from './roaster-code.service';
import {
  ROASTER_CREATE_CONTROLLER,
  ROASTER_PAGE_CONTROLLERS,
  ROASTER_EVENT_CONTROLLERS,
  ROASTER_LINK_CONTROLLERS,
  ROASTER_STAFF_CONTROLLERS,
} from './roaster-pages';
import { RoastCompareController } from './roast-compare.controller';
import { RoastCompareRepository } from './roast-compare.repository';
import { RoastCompareService } from './roast-compare.service';
import { RoastLogController } from './roast-log.controller';
import { RoastLogReader } from './roast-log-reader.service';
import { RoasterController } from './roaster.controller';
import { RoasterSeed } from './roaster-seed';
import { QcCodeController } from './qc/qc-code.controller';
import { QcSourceRepository } from './qc/qc-source.repository';
import { QC_PAGE_CONTROLLERS } from './qc/qc-pages';
import { QcSeed } from './qc/qc-seed';

/** Roaster area (spec 001): roasting, green beans, blending, equipment, staff, QC cup notes. */
@Module({
  imports: [EntityModule],
  controllers: [
    RoasterController,
    RoasterCodeController,
    ...ROASTER_PAGE_CONTROLLERS,
    ROASTER_CREATE_CONTROLLER,
    ...ROASTER_STAFF_CONTROLLERS,
    ...ROASTER_EVENT_CONTROLLERS,
    ...ROASTER_LINK_CONTROLLERS,
    RoastLogController,
    RoastCompareController,
    ...QC_PAGE_CONTROLLERS,
    QcCodeController,
  ],
  providers: [
    RoasterSeed,
    QcSeed,
    RoastLogReader,
    RoasterCodeRepository,
    RoasterCodeService,
    RoastCompareRepository,
    RoastCompareService,
    QcSourceRepository,
  ],
})
export class RoasterModule {}
