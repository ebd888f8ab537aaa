/**
 * Column value types as the two engines hand them to a repository (SQLite through better-sqlite3,
 * MariaDB through mysql2 with supportBigNumbers and no bigNumberStrings): the typed rows of the
 * `*.repository.ts` files say what a column may hold on either, so a service converts before it
 * compares or counts.
 */

/** A stored 0/1 flag: a number on both engines, a boolean where a driver maps tinyint(1). */
export type DbFlag = number | boolean;

/**
 * A datetime column (rgst_at, edit_at): text on SQLite, a Date from mysql2 on MariaDB. A declared
 * date (…_date) is a varchar on both (migrations/declared-tables.ts), so plain text.
 */
export type DbDateTime = string | Date;

/** An AVG over a column: a number on SQLite, DECIMAL text on MariaDB. */
export type DbDecimal = number | string;
