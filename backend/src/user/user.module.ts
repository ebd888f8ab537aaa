import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { UserBrewingController } from './user-brewing.controller';
import { USER_PAGE_CONTROLLERS } from './user-pages';
import { UserController } from './user.controller';
import { UserSeed } from './user-seed';

/** User area (spec 002 §2.4): the signed-in user's own equipment, recipes and brewing results. */
@Module({ imports: [EntityModule], controllers: [UserController, UserBrewingController, ...USER_PAGE_CONTROLLERS], providers: [UserSeed] })
export class UserModule {}
