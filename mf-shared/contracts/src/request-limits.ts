/**
 * How many items the arrays of a request may hold: every array of every request has a
 * maximum, so no request can make the server work in proportion to a length it chose (32,767 code
 * groups in one anonymous call was a 500 "too many SQL variables"; 32,766 cost half a second).
 */

/** Any array at any depth of any JSON body: refused before any handler (backend core/http/body-keys.ts). */
export const REQUEST_ARRAY_MAX = 500;

/** Code groups one POST /api/code/simple may ask for: a page uses tens (25 groups exist). */
export const CODE_GROUPS_MAX = 100;

/** The rows one change of a sublist may add, change or delete when its declaration sets no maximum (SublistDecl.maxRows). */
export const SUBLIST_ROWS_MAX = 100;

/**
 * The items of a list value (a multi-select) when its select has no fixed choices: the largest code
 * group, the countries, has about 250. As a comma-joined text, this many characters.
 */
export const LIST_ITEMS_MAX = 300;
export const LIST_TEXT_MAX = 16_000;
