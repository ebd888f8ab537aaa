import { Module } from '@nestjs/common';
import { RoasterController } from './roaster.controller';

/** Roaster area (spec 001): roasting, green beans, blending, equipment, staff. */
@Module({ controllers: [RoasterController] })
export class RoasterModule {}
