import { type Locale, type RecordValues, SERIAL_KINDS, type SerialNote, type SerialType } from '@beantrail/contracts';
import type { AuthUser } from '../core/auth/auth-user';
import { ApiRefusal } from '../core/envelope/api-refusal';
import type { BeanInfoService } from '../public/bean-info.service';
import { blendingInfo } from './cupnote-blending-info';

const isSerialType = (v: unknown): v is SerialType =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(SERIAL_KINDS, v);
const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The serial check (002 §4): a product serial and its type (BNDV) → the note's fields (names, dates,
 * losses and the blending information of 002 §3), from the bean page the serial names, at the stage
 * a signed-in reader may see (its public_stage_customer). An
 * unknown type is 400 naming cupnote_serial_type; an unknown serial, or a bean out of use, 404
 * serial_not_found naming cupnote_serial. The shop's name and typed place names come in `locale`.
 */
export async function noteFromSerial(
  beans: BeanInfoService,
  type: unknown,
  serial: unknown,
  user: AuthUser,
  locale: Locale = 'en',
): Promise<SerialNote> {
  if (!isSerialType(type)) throw new ApiRefusal(400, 'bad_request', 'cupnote_serial_type');
  if (typeof serial !== 'string' || !serial.trim()) throw new ApiRefusal(400, 'field_required', 'cupnote_serial');
  let info: Record<string, unknown>;
  try {
    info = await beans.info(SERIAL_KINDS[type], serial.trim(), user);
  } catch (error) {
    if (error instanceof ApiRefusal && error.getStatus() === 404)
      throw new ApiRefusal(404, 'serial_not_found', 'cupnote_serial');
    throw error;
  }
  const bean: RecordValues = {
    blending_result_date: info.blending_result_date ? String(info.blending_result_date).slice(0, 10) : null,
    blending_loss: info.blending_loss ?? null,
    blending_organic_loss: info.blending_organic_loss ?? null,
    ...blendingInfo(info, locale),
  };
  return {
    cupnote_serial_type: type,
    cupnote_serial: serial.trim(),
    cupnote_name: info.blending_name ?? info.blending_name_locale ?? null,
    cupnote_name_locale: info.blending_name_locale ?? null,
    // One shop name, in the reader's language (a Korean note had taken "Demo Roasters": drinker review).
    store_name:
      (locale === 'kr'
        ? (info.roaster_name_locale ?? info.roaster_name)
        : (info.roaster_name ?? info.roaster_name_locale)) ?? null,
    ...bean,
    // 002 §4: the bean section is shown only if any bean information came.
    blending_info_use: Object.values(bean).some(filled),
  };
}
