import { Module } from '@nestjs/common';
import { EntityService } from './entity.service';

/** The generic page engine's server half; area modules import it and add entityController(page). */
@Module({ providers: [EntityService], exports: [EntityService] })
export class EntityModule {}
