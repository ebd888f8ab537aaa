import { Module } from '@nestjs/common';
import { BeanInfoController } from './bean-info.controller';
import { PublicController } from './public.controller';

/** Public area (spec 002 §2.10, §2.13): intro pages and bean information, open to GUEST. */
@Module({ controllers: [PublicController, BeanInfoController] })
export class PublicModule {}
