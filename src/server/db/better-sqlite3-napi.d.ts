/** better-sqlite3 13 under an npm alias (see loadSqliteDriver): the same API as 12. */
declare module 'better-sqlite3-napi' {
  import SQLite from 'better-sqlite3';
  export default SQLite;
}
