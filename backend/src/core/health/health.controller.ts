import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/guards';
import { ReadinessService } from './readiness.service';

/**
 * Liveness and readiness, kept apart (docs/DEPLOY.md "Health"): a process that is alive but not
 * ready (stopping, or its database node out of the cluster) is drained by the load balancer, not
 * restarted; liveness touches nothing outside the process, so a database outage restarts nothing.
 */
@Controller('api/health')
@Public()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  live() {
    return { live: true };
  }

  @Get('ready')
  ready() {
    return this.readiness.check();
  }
}
