/** What other modules may use of the families: the service. */
export { createFamiliesService, type FamiliesService } from './families-service.js';
export { createWeeklyMails, type WeeklyMails } from './weekly-mails.js';
