/** The bean page reply (BeanInfoService.info, GET /api/public/beannote/{kind}/{uuid}) as the story page reads it. */
export type StoryKind = 'beaninfo' | 'beandetail' | 'coffeebean' | 'coffeebeandetail';

export interface StoryOrigin {
  greenbean_name: string | null;
  greenbean_name_locale: string | null;
  country: string;
  region: string | null;
  region_locale: string | null;
  farm: string | null;
  farm_locale: string | null;
  variety: string[];
  process: string | null;
}

export interface StoryCurve {
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_result_date: string | null;
  stages: { stage: string; term: number; bean: number | null; air: number | null }[];
  chart_log: string | null;
}

export interface StoryCupnote {
  cupnote_name: string | null;
  cupnote_name_locale: string | null;
  cupnote_date: string | null;
  cupnote_satis: number | null;
  points: Record<string, number | null>;
  flavor: string[];
  aftertaste: string[];
  texture: string[];
  feeling: string[];
  cupnote_satis_detail?: string | null;
}

/** Each optional part is present only when the audience's public stage shows it. */
export interface StoryInfo {
  kind: StoryKind;
  public_stage: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  roaster_name: string | null;
  roaster_name_locale: string | null;
  country?: string[];
  country_names?: Record<string, { en: string; kr: string; numeric: string | null }>;
  variety?: string[];
  process?: string[];
  grade?: string[];
  origins?: StoryOrigin[];
  notes_count?: number;
  blending_result_date?: string | null;
  blending_loss?: number | null;
  blending_total_mass?: number | null;
  roast_curves?: StoryCurve[];
  cupnote?: StoryCupnote | null;
  cafes?: { cafe_name: string | null; cafe_name_locale: string | null }[];
  blending_desc?: string | null;
  blending_result_desc?: string | null;
  /** A guest's view of the same bean, when the reader is signed in: link previews never tell more than a guest sees. */
  guest?: StoryInfo;
}
