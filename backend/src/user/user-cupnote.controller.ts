import { type Locale, type SerialNote, SIGNED_IN_TYPES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../core/auth/guards';
import type { RequestBody } from '../core/http/body';
import { RequestLocale } from '../core/envelope/request-locale';
import { BeanInfoService } from '../public/bean-info.service';
import { noteFromSerial } from './cupnote-serial';

/**
 * The serial check of a coffee note (002 §4, §7): POST /api/user/beaninfo/check with the type and
 * serial (the note form's check), and the four calls of 002 §7 by the uuid each names.
 */
@Controller('api/user')
@UserTypes(...SIGNED_IN_TYPES)
export class UserCupnoteController {
  constructor(private readonly beans: BeanInfoService) {}

  @Post('beaninfo/check')
  @HttpCode(200)
  check(
    @Body() body: RequestBody,
    @CurrentUser() user: AuthUser,
    @RequestLocale() locale: Locale,
  ): Promise<SerialNote> {
    return noteFromSerial(this.beans, body?.cupnote_serial_type, body?.cupnote_serial, user, locale);
  }

  @Post('beaninfo/default')
  @HttpCode(200)
  blend(@Body() body: RequestBody, @CurrentUser() user: AuthUser, @RequestLocale() locale: Locale) {
    return noteFromSerial(this.beans, 'RSTRDF', body?.blending_uuid, user, locale);
  }

  @Post('beaninfo/detail')
  @HttpCode(200)
  lot(@Body() body: RequestBody, @CurrentUser() user: AuthUser, @RequestLocale() locale: Locale) {
    return noteFromSerial(this.beans, 'RSTRDT', body?.blending_result_uuid, user, locale);
  }

  @Post('cafebean/default')
  @HttpCode(200)
  cafeBean(@Body() body: RequestBody, @CurrentUser() user: AuthUser, @RequestLocale() locale: Locale) {
    return noteFromSerial(this.beans, 'CAFEDF', body?.coffeebean_uuid, user, locale);
  }

  @Post('cafebean/detail')
  @HttpCode(200)
  cafeLot(@Body() body: RequestBody, @CurrentUser() user: AuthUser, @RequestLocale() locale: Locale) {
    return noteFromSerial(this.beans, 'CAFEDT', body?.received_uuid, user, locale);
  }
}
