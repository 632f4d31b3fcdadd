/**
 * Objects the operations team creates in the namespace before the first deploy
 * (docs/operations.md): their values are not in this repository.
 */
export const OPERATOR_OWNED = {
  /** Secret: the API's keys and credentials (kubectl create secret generic account-api …). */
  apiSecret: 'account-api',
  /** Keys of that Secret the API cannot start without (apps/api/src/config.ts outside local). */
  apiSecretKeys: ['BANK_DETAILS_KEY', 'RECAPTCHA_SECRET', 'SMTP_URL'],
  /** Keys of that Secret a shop may leave out: a provider without its key offers no login. */
  apiOptionalSecretKeys: [
    'SOCIAL_GOOGLE_CLIENT_SECRET',
    'SOCIAL_FACEBOOK_CLIENT_SECRET',
    'SOCIAL_APPLE_PRIVATE_KEY',
  ],
  /**
   * ConfigMap: public identifiers the shop's accounts with Google, Apple, Facebook and reCAPTCHA
   * have (RECAPTCHA_SITE_KEY, SOCIAL_<PROVIDER>_CLIENT_ID, SOCIAL_APPLE_TEAM_ID,
   * SOCIAL_APPLE_KEY_ID); the hosts write them into runtime-config.json, the API checks with them.
   */
  publicSettings: 'account-area-settings',
  /** Secret: the object store's access key for the database's backups (barman). */
  backupCredentials: 'account-db-backup-credentials',
} as const;
