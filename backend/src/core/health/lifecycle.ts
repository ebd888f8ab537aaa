import { Injectable } from '@nestjs/common';

/**
 * Where this process is in its life: once `stopping`, readiness answers 503 so the load balancer
 * sends new requests elsewhere, while requests already here are finished (runtime/graceful-shutdown.ts).
 */
@Injectable()
export class Lifecycle {
  stopping = false;
}
