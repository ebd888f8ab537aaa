/**
 * What master data says of one code whose group has information of its own (contracts CODE_INFO,
 * page/code-info.ts): POST /api/code/variety/info { code_id } answers the variety row, or null when
 * it says nothing of the code (001 §3 Variety, §4 "Variety info click").
 */
export interface VarietyInfo {
  variety_id: string;
  species_type: string | null;
  variety_name: string | null;
  variety_name_kr: string | null;
  variety_desc: string | null;
  variety_desc_kr: string | null;
  variety_detail: string | null;
}

/** The reply of a CODE_INFO url: the variety's information, or null. */
export type CodeInfoReply = VarietyInfo | null;
