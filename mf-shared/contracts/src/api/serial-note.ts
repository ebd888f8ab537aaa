import type { RecordValues } from '../page/types';
import type { SerialType } from '../page/user/cupnote';

/**
 * POST /api/user/beaninfo/check { cupnote_serial_type, cupnote_serial } (002 §4, §7): a product serial
 * as the fields of a new coffee note, which the note form opens filled from. The serial comes back
 * checked and trimmed; the names, dates, losses and blending information (002 §3) are the bean's,
 * at the stage a signed-in reader may see, so they stay the form's RecordValues.
 */
export type SerialNote = RecordValues & {
  cupnote_serial_type: SerialType;
  cupnote_serial: string;
  /** Whether any bean information came (002 §4: the note's bean section is shown only then). */
  blending_info_use: boolean;
};
