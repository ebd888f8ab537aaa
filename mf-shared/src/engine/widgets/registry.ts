import type { WidgetKind } from '@beantrail/contracts';
import type { WidgetComponent } from './widget-types';

/**
 * Widget kind → component (GUIDE §1, like JSON Forms' renderer registry). The engine registers
 * the spec's widgets; an area may register its own kind, or replace one, without touching the
 * engine. Unknown kinds fall back to the text widget so a page still renders.
 */
const registry = new Map<string, WidgetComponent>();

export function registerWidget(kind: WidgetKind, component: WidgetComponent): void {
  registry.set(kind, component);
}

export function registerWidgets(entries: Partial<Record<WidgetKind, WidgetComponent>>): void {
  for (const [kind, component] of Object.entries(entries)) if (component) registry.set(kind, component);
}

export function getWidget(kind: WidgetKind): WidgetComponent | undefined {
  return registry.get(kind) ?? registry.get('text');
}

/** The component registered for exactly this kind (no fallback to the text widget). */
export function getWidgetOwn(kind: string): WidgetComponent | undefined {
  return registry.get(kind);
}

export function registeredWidgetKinds(): string[] {
  return [...registry.keys()].sort();
}
