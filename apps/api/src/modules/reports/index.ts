/** What other modules may use of the reports: the service their routes read PDF reports through. */
export type { ReportsService } from './reports-service.js';
export type { WeeklyReportContent } from './weekly-report.js';
