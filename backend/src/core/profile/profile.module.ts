import { PROFILE_PAGES } from '@beantrail/contracts';
import { Module } from '@nestjs/common';
import { EntityModule } from '../entity/entity.module';
import { profileController } from '../entity/profile-controller';
import { EquipCodeControllers } from './equip-code.controller';
import { EquipCodeRepository } from './equip-code.repository';

/**
 * The calls of 001 §7 "Cafe and roaster profiles" (`/api/cafe/userinfo/{detail,edit}`,
 * `/api/roaster/userinfo/{detail,edit}`, `/api/userinfo`) and of 000 §7 `GET /api/{type}/item/equip/code`
 * for the areas that keep equipment (roaster, cafe, user): what every signed-in user has of their
 * own, whatever area they are in.
 */
@Module({
  imports: [EntityModule],
  providers: [EquipCodeRepository],
  controllers: [...Object.values(PROFILE_PAGES).map((page) => profileController(page)), ...EquipCodeControllers],
})
export class ProfileModule {}
