import { MESSAGES_KR } from '@beantrail/contracts';
import { engineKr } from '../../engine/i18n/engine-kr';
import { commonKr } from './common-kr';

/** Loaded on demand when Korean is first needed (spec 000 §7 "Language files load on demand"). */
export const bundle = { common: commonKr, message: MESSAGES_KR, engine: engineKr };
