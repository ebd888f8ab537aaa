import { Module } from '@nestjs/common';
import { BeanInfoController } from './bean-info.controller';
import { BeanInfoService } from './bean-info.service';
import { BeanPageMeta } from './bean-page-meta';
import { PublicController } from './public.controller';

/** Public area (spec 002 §2.10, §2.13): intro pages and bean information, open to GUEST; the bean pages' reader is shared with the user's coffee notes. */
@Module({ controllers: [PublicController, BeanInfoController], providers: [BeanInfoService, BeanPageMeta], exports: [BeanInfoService, BeanPageMeta] })
export class PublicModule {}
