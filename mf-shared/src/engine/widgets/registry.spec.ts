import { getWidget, registerWidget, registerWidgets, registeredWidgetKinds } from './registry';
import type { WidgetProps } from './widget-types';

describe('widget registry (GUIDE §1: widget kind → component; areas add their own)', () => {
  const Text = (_: WidgetProps) => null;
  const Custom = (_: WidgetProps) => null;

  it('an area registers its own kind without touching the engine', () => {
    registerWidgets({ text: Text });
    registerWidget('flavorWheel', Custom);
    expect(getWidget('flavorWheel')).toBe(Custom);
    expect(registeredWidgetKinds()).toEqual(expect.arrayContaining(['text', 'flavorWheel']));
  });

  it('an unknown kind falls back to the text widget', () => {
    expect(getWidget('nope')).toBe(Text);
  });
});
