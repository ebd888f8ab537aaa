import { Body, Controller, HttpCode, Post, Req, type Type } from '@nestjs/common';
import {
  type ApiEnvelope,
  type PageViewer,
  type RecordValues,
  type Scope,
  type SignUpEventDetail,
  SIGNUP_PAGES,
  signUpApi,
} from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, SignedIn } from '../auth/guards';
import { requestLocale } from '../envelope/request-locale';
import { checkedWrite } from './event-link';
import { EventSignUpService } from './event-signup.service';

/**
 * Staff sign-up through an event's QR code (002 §2.4 CafeSignUp/RoasterSignUp, §2.5, §5, §7
 * /api/{scope}/event/user/signup/{detail,edit}). Any signed-in user may read a sign-up event and
 * apply while it runs (EventSignUpService). Decisions: docs/EVENTS.md.
 */
export function eventSignUpController(scope: Scope): Type<unknown> {
  const page = SIGNUP_PAGES[scope];
  const api = signUpApi(scope);

  @Controller()
  @SignedIn()
  class EventSignUpController {
    constructor(private readonly signUps: EventSignUpService) {}

    @Post(api.detail)
    @HttpCode(200)
    async detail(
      @Body() body: RecordValues | undefined,
      @CurrentUser() user: AuthUser,
    ): Promise<ApiEnvelope<SignUpEventDetail>> {
      return { status: 'OK', description: '', result: await this.signUps.detail(scope, body?.event_uuid, user) };
    }

    /** The application: the declaration's checks as the browser made them, then one transaction. */
    @Post(api.edit)
    @HttpCode(200)
    async edit(
      @Body() body: unknown,
      @Req() request: FastifyRequest,
      @CurrentUser() user: AuthUser,
    ): Promise<ApiEnvelope<RecordValues>> {
      const viewer: PageViewer = { usertype: [user.user_type], roles: {} };
      const values = checkedWrite(page, body, viewer, requestLocale(request.headers), { save_check: false });
      return { status: 'OK', description: 'signup_ok', result: await this.signUps.apply(scope, values, user) };
    }
  }
  Object.defineProperty(EventSignUpController, 'name', {
    value: `${scope[0].toUpperCase()}${scope.slice(1)}EventSignUpController`,
  });
  return EventSignUpController;
}
