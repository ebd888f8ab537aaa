/**
 * The rows of the lookups an owner's records are chosen from (000 §7, 001 §7, 002 §7 "…/code"):
 * a roastery's, a cafe's or a drinker's own records, and the members of a cafe or roastery. The
 * server's handlers declare them as their return types (`LookupRows<url>`) and the master-data
 * ones are `MasterLookupRows` (replies.ts), so every lookup reply has one type on both sides.
 */

/** A stored 0/1 flag as JSON carries it: a number, or a boolean where the driver maps tinyint(1). */
type Flag = number | boolean;

/** A brewing recipe in a recipe select (the QC recipes, a cafe's or a drinker's), newest first. */
export type RecipeOption = {
  brewing_seq: number;
  brewing_type: string | null;
  brewing_name: string;
  brewing_name_locale: string | null;
};

/** A member in the person-in-charge select (002 §3 "selector labelled select_auth"), by nick there, else the account's name. */
export type MemberOption = { user_seq: number; user_nick: string | null; user_auth: string };

/** A roast as its option row comes from the table, before the labels the server adds (roaster-code.repository.ts). */
export type RoastingResultRow = {
  roasting_result_seq: number;
  roasting_result_year: number;
  roasting_result_date: string | null;
  roasting_batch_no: number | string | null;
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_stock_mass: number | null;
  roasting_loss: number | null;
};

/** A blended lot as its option row comes from the table, before its labels (and its note count, when asked for). */
export type BlendingResultRow = {
  blending_result_year: number;
  blending_result_seq: number;
  blending_result_date: string | null;
  blending_seq: number;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
};

export interface OwnedLookupRows {
  '/api/roaster/item/equip/code': {
    roaster_equip_seq: number;
    equip_type: string;
    equip_name: string;
    equip_name_locale: string | null;
  };
  '/api/roaster/greenbean/default/code': {
    greenbean_roaster_seq: number;
    greenbean_name: string;
    greenbean_name_locale: string | null;
    greenbean_country_code: string | null;
  };
  '/api/roaster/greenbean/year/code': {
    greenbean_roaster_seq: number;
    greenbean_year: number;
    greenbean_name: string;
    greenbean_name_locale: string | null;
    greenbean_stock_mass: number | null;
  };
  '/api/roaster/roasting/default/code': {
    roasting_seq: number;
    roasting_name: string;
    roasting_name_locale: string | null;
    roasting_single_origin: Flag | null;
  };
  /** Labelled by date, name and batch, with what is left of the roast when its stock is kept. */
  '/api/roaster/roasting/result/code': RoastingResultRow & {
    roasting_result_label: string;
    roasting_result_label_locale: string;
  };
  '/api/roaster/blending/default/code': {
    blending_seq: number;
    blending_name: string;
    blending_name_locale: string | null;
    blending_single_origin: Flag | null;
  };
  /** Labelled by date and name; with check_cupnote also the lot's QC note count (`cupnote_count`). */
  '/api/roaster/blending/result/code': BlendingResultRow & {
    cupnote_count?: number;
    blending_result_label: string;
    blending_result_label_locale: string;
  };
  '/api/roaster/qc/brewing/default/code': RecipeOption;
  '/api/cafe/coffeebean/default/code': {
    coffeebean_seq: number;
    coffeebean_name: string;
    coffeebean_name_locale: string | null;
    blending_uuid: string | null;
  };
  /** A bean's received lots, labelled by date and division. */
  '/api/cafe/coffeebean/received/code': {
    received_seq: number;
    received_date: string | null;
    received_div: string | null;
    received_instock: Flag | null;
    received_label: string;
  };
  '/api/cafe/brewing/default/code': RecipeOption;
  '/api/user/brewing/default/code': RecipeOption;
  '/api/cafe/user/code': MemberOption;
  '/api/roaster/user/code': MemberOption;
  /** The cafe beans a drinker's coffee notes name (002 §2.6), with the store that sold each. */
  '/api/user/coffeebean/code': {
    coffeebean_seq: number;
    coffeebean_name: string;
    coffeebean_name_locale: string | null;
    store_name: string | null;
    store_name_locale: string | null;
  };
  /** The received lots a drinker's coffee notes name, labelled by date and division. */
  '/api/user/coffeebean/received/code': {
    received_seq: number;
    received_date: string | null;
    received_div: string | null;
    received_label: string;
  };
}
