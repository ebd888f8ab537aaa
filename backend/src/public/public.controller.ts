import { Controller, Get } from '@nestjs/common';
import { AREAS, type PublicHome } from '@beantrail/contracts';
import { Public } from '../core/auth/guards';

@Controller('api/public')
@Public()
export class PublicController {
  @Get('health')
  health() {
    return { area: 'public' };
  }

  @Get('home')
  home(): PublicHome {
    return { areas: AREAS.map((a) => a.area) };
  }
}
