/** What the server projects' global setup (database-template.ts) hands every test file through `inject`. */
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite data folder (`dumpDataDir`), on PGlite runs. */
    pgliteTemplateFile: string | null;
    /** The same database as a PGlite data folder (a DATA_DIR's `pglite` folder), on PGlite runs. */
    pgliteTemplateDir: string | null;
    /** The migrated database to copy, on PostgreSQL runs. */
    postgresTemplate: string | null;
  }
}
