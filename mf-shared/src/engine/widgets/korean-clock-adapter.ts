import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';

const KOREAN_MERIDIEM = /오전|오후/;

/**
 * The pickers' dayjs adapter, reading 오후 (PM) right (002 §9 event times are typed on a 12-hour
 * clock). dayjs's customParseFormat finds a meridiem by asking the locale for hours 1 to 24 and takes
 * the first that matches: Korean's 오후 first answers for hour 12, which it counts as morning, so
 * "오후 02:00" was read as 02:00, and the pickers' strict reading then refused it. Here a Korean time
 * is read as 오전 and moved twelve hours on the wall clock when it said 오후.
 */
export class KoreanClockAdapter extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const parse = this.parse;
    this.parse = (value: string, format: string): Dayjs | null => {
      const meridiem = typeof value === 'string' && /A|a/.test(format) ? KOREAN_MERIDIEM.exec(value)?.[0] : undefined;
      if (!meridiem) return parse(value, format);
      const morning = parse(value.replace('오후', '오전'), format);
      return meridiem === '오후' && morning?.isValid() ? morning.hour(morning.hour() + 12) : morning;
    };
  }
}
