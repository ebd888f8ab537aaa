import { Module } from '@nestjs/common';
import { BeanInfoController } from './bean-info.controller';
import { BeanInfoService } from './bean-info.service';
import { IntroController } from './intro/intro.controller';
import { PublicController } from './public.controller';
import { SignInPageController } from './signin/signin.controller';
import { StoryController } from './story/story.controller';

/**
 * Public area (spec 002 §2.10, §2.13): intro pages and bean information, open to GUEST; the bean
 * pages' reader is shared with the user's coffee notes; the bean story page, the intro and the sign-in page are rendered here.
 */
@Module({
  controllers: [PublicController, BeanInfoController, StoryController, IntroController, SignInPageController],
  providers: [BeanInfoService],
  exports: [BeanInfoService],
})
export class PublicModule {}
