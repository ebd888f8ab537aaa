/**
 * The page declaration's types, in three files by subject: a field (field-types.ts), the page with
 * its sections, list and rights (page-decl-types.ts), and the requests and errors of a page
 * (request-types.ts). Imported from here as one module.
 */
export * from './field-types';
export * from './page-decl-types';
export * from './request-types';
