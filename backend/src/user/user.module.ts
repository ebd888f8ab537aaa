import { Module } from '@nestjs/common';
import { EntityModule } from '../core/entity/entity.module';
import { PublicModule } from '../public/public.module';
import { UserBeanController } from './user-bean.controller';
import { UserBrewingController } from './user-brewing.controller';
import { UserCupnoteController } from './user-cupnote.controller';
import { USER_PAGE_CONTROLLERS } from './user-pages';
import { UserController } from './user.controller';
import { UserSeed } from './user-seed';

/** User area (spec 002 §2.4): the signed-in user's own equipment, recipes, brewing results and coffee notes. */
@Module({
  imports: [EntityModule, PublicModule],
  controllers: [
    UserController,
    UserBrewingController,
    UserBeanController,
    UserCupnoteController,
    ...USER_PAGE_CONTROLLERS,
  ],
  providers: [UserSeed],
})
export class UserModule {}
