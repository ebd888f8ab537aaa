import type { UserType } from '../auth';

/** Who may upload a roasting log file (spec 001 §6); the server also requires a roaster role. */
export const ROAST_LOG_UPLOAD_TYPES: readonly UserType[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID'];
