/**
 * Column value types as the two engines hand them to a repository (SQLite through better-sqlite3,
 * MariaDB through mysql2 with supportBigNumbers and no bigNumberStrings): the typed rows of the
 * `*.repository.ts` files say what a column may hold on either, so a service converts before it
 * compares or counts.
 */

/** A stored 0/1 flag: a number on both engines, a boolean where a driver maps tinyint(1). */
export type DbFlag = number | boolean;

/** A date or datetime column: text on SQLite, a Date from mysql2 on MariaDB. */
export type DbDate = string | Date;

/** A DECIMAL column, or an AVG/SUM over one: a number on SQLite, text on MariaDB. */
export type DbDecimal = number | string;
