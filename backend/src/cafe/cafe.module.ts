import { Module } from '@nestjs/common';
import { CafeController } from './cafe.controller';

/** Cafe area (spec 002): beans, received lots, brewing, equipment, staff. */
@Module({ controllers: [CafeController] })
export class CafeModule {}
