import { Controller, Get } from '@nestjs/common';
import { AREAS } from '@beantrail/contracts';

@Controller('api/public')
export class PublicController {
  @Get('health')
  health() {
    return { area: 'public' };
  }

  @Get('home')
  home() {
    return { areas: AREAS.map((a) => a.area) };
  }
}
