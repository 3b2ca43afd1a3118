/** The deletion module's public face: the account deletion job, for the runtime. */
export {
  ACCOUNT_DELETION_QUEUE,
  createAccountDeletionJob,
  type AccountDeletionJobData,
} from './account-deletion.job.js';
