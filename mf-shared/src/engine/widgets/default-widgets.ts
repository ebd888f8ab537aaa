import {
  CheckboxGroupWidget,
  CheckboxWidget,
  RadioWidget,
  RatingWidget,
  SegmentedWidget,
  SliderWidget,
  SwitchWidget,
} from './choice-widgets';
import {
  LazyDateRangeWidget,
  LazyDatesWidget,
  LazyDateTimeWidget,
  LazyDateWidget,
  LazyMonthWidget,
  LazyTimeWidget,
} from './lazy-date-widgets';
import { ImageWidget, QrWidget, UploadWidget } from './media-widgets';
import { getWidgetOwn, registerWidgets } from './registry';
import { SelectWidget } from './select-widget';
import {
  CopyWidget,
  LinkWidget,
  NumberWidget,
  PasswordWidget,
  SearchTextWidget,
  TextareaWidget,
  TextWidget,
} from './text-widgets';

let done = false;

/**
 * Registers the spec's widgets (000 §2) once. It runs when the first detail form loads (a lazy
 * chunk), which may be after an area registered its own widget for a kind: an area's
 * widget is kept.
 */
export function registerDefaultWidgets(): void {
  if (done) return;
  done = true;
  const defaults: Parameters<typeof registerWidgets>[0] = {
    text: TextWidget,
    textarea: TextareaWidget,
    searchText: SearchTextWidget,
    password: PasswordWidget,
    number: NumberWidget,
    checkbox: CheckboxWidget,
    checkboxGroup: CheckboxGroupWidget,
    checkboxCard: CheckboxGroupWidget,
    radio: RadioWidget,
    radioGroup: RadioWidget,
    radioCard: RadioWidget,
    segmented: SegmentedWidget,
    slider: SliderWidget,
    rating: RatingWidget,
    select: SelectWidget,
    multiSelect: SelectWidget,
    switch: SwitchWidget,
    date: LazyDateWidget,
    month: LazyMonthWidget,
    time: LazyTimeWidget,
    datetime: LazyDateTimeWidget,
    dateRange: LazyDateRangeWidget,
    dates: LazyDatesWidget,
    link: LinkWidget,
    copy: CopyWidget,
    image: ImageWidget,
    upload: UploadWidget,
    qrcode: QrWidget,
  };
  registerWidgets(Object.fromEntries(Object.entries(defaults).filter(([kind]) => !getWidgetOwn(kind))));
}
