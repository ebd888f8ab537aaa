import { MESSAGES_EN } from '@beantrail/contracts';
import { engineEn } from '../../engine/i18n/engine-en';
import { commonEn } from './common-en';

/** Loaded on demand when English is first needed (spec 000 §7 "Language files load on demand"). */
export const bundle = { common: commonEn, message: MESSAGES_EN, engine: engineEn };
