import type { JobDefinition } from '../../jobs/job.js';
import { buildExport } from './export-build.js';

/** Builds one member's export ZIP (decision 074); a killed run is retried and builds it again. */
export const accountExportJob: JobDefinition<{ exportId: number }> = {
  name: 'account-export',
  run: ({ exportId }, { db, clock }) => buildExport(db, clock, exportId),
};
