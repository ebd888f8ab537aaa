import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import type { AuthUser } from './auth-user';
import { SESSION_COOKIE, SessionService } from './session.service';

/** Passport strategy 'session': the httpOnly cookie's token → its session row → the user. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(request: FastifyRequest): Promise<AuthUser | null> {
    return this.sessions.find(request.cookies?.[SESSION_COOKIE]);
  }
}
