import { Module } from '@nestjs/common';
import { UserController } from './user.controller';

/** User area (spec 002 §2.4): personal notes, equipment, profile. */
@Module({ controllers: [UserController] })
export class UserModule {}
