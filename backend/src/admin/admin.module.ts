import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';

/** Administrator area (spec 001): master data. */
@Module({ controllers: [AdminController] })
export class AdminModule {}
