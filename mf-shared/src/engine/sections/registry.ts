import type { FieldDecl, PageDecl, SectionDecl } from '@beantrail/contracts';
import type { ComponentType } from 'react';
import type { DetailMode } from '../detail/detail-mode';

/** What a custom section receives: the page, its declaration and the fields the viewer may see. */
export interface SectionProps {
  page: PageDecl;
  ns: string;
  mode: DetailMode;
  section: SectionDecl;
  fields: FieldDecl[];
  access: (name: string) => { view: boolean; edit: boolean };
  locale: 'kr' | 'en';
  errorField?: string;
  errorText?: string;
}

/**
 * Section key → component (`SectionDecl.custom`, GUIDE §1): where the engine's field grid cannot
 * carry a screen (the roasting profile's timeline, timers and log import), an area registers its
 * own section; the fields stay declared, so validation, payload and rights are unchanged.
 */
const sections = new Map<string, ComponentType<SectionProps>>();

export function registerSection(key: string, component: ComponentType<SectionProps>): void {
  sections.set(key, component);
}

export function getSection(key: string): ComponentType<SectionProps> | undefined {
  return sections.get(key);
}
