// The profile area's endpoints (the customer service): personal details, e-mail and password
// change, account verification and deletion, vouchers, the security and privacy centres, the
// data export.
import { z } from 'zod';
import { StepUpRequest } from '../shared/step-up';
import { PersonalDetails, PersonalDetailsQuery } from '../customer/customer';
import { AccountVerificationRequest, AccountVerificationResult } from './account-verification';
import { DeleteAccountRequest } from './delete-account';
import {
  ChangeEmailRequest,
  EmailChangeRequested,
  EmailChangeUndoRequest,
  EmailChangeUndone,
  EmailChangeVerified,
  EmailChangeVerifyRequest,
  RequestSource,
} from './email-change';
import { ChangePasswordRequest, ResetPasswordRequest } from './password-change';
import { AllVouchers, Vouchers } from './vouchers';
import { ActiveSessionsResponse, EndOtherSessionsResponse, LoginHistoryResponse } from './security';
import {
  ConsentLogResponse,
  ConsentSwitchRequest,
  PrivacyCentre,
  PrivacyNewsletterFrequencyRequest,
} from './privacy-centre';
import { DataExportDownloadQuery, DataExportState } from './data-export';
import { PasswordChanged } from './ways-in';
import { STEP_UP_ERRORS } from '../shared/step-up-errors';
import { Empty } from '../catalogue/common-schemas';
import { declareEndpoints } from '../catalogue/endpoint';

export const profileEndpoints = declareEndpoints({
  personalDetails: {
    service: 'customer',
    method: 'GET',
    path: '/user/personal-details',
    summary: "The customer's personal details, order totals and delivery address",
    access: 'customer',
    query: PersonalDetailsQuery,
    response: PersonalDetails,
  },
  changeEmail: {
    service: 'customer',
    method: 'POST',
    path: '/user/change-email',
    summary: 'Ask to change the e-mail address; mails a confirmation link to the new one',
    access: 'customer',
    errorKeys: ['EMAIL_INVALID', 'EMAIL_ALREADY_EXISTS', 'NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'],
    headers: z.looseObject({ 'x-request-source': RequestSource }),
    body: ChangeEmailRequest,
    response: EmailChangeRequested,
  },
  verifyEmailChange: {
    service: 'customer',
    method: 'POST',
    path: '/user/change-email/doi/verify',
    summary: 'Confirm a new e-mail address with the link of the mail',
    access: 'public',
    errorKeys: ['TOKEN_INVALID', 'EMAIL_ALREADY_EXISTS', 'TOO_MANY_REQUESTS'],
    body: EmailChangeVerifyRequest,
    response: EmailChangeVerified,
  },
  undoEmailChange: {
    service: 'customer',
    method: 'POST',
    path: '/user/change-email/undo',
    summary: 'Undo an e-mail change with the link mailed to the old address',
    access: 'public',
    errorKeys: ['TOKEN_INVALID', 'EMAIL_ALREADY_EXISTS', 'TOO_MANY_REQUESTS'],
    body: EmailChangeUndoRequest,
    response: EmailChangeUndone,
  },
  deleteAccount: {
    service: 'customer',
    method: 'POST',
    path: '/user/delete-account',
    summary: 'Delete the account (with the password)',
    access: 'customer',
    errorKeys: ['NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'],
    body: DeleteAccountRequest,
    response: Empty,
  },
  changePassword: {
    service: 'customer',
    method: 'POST',
    path: '/user/change-password',
    summary: 'Change the password (with the current one)',
    access: 'customer',
    errorKeys: ['NOT_AUTHORIZED', 'PASSWORD_UNCHANGED', 'PASSWORD_TOO_COMMON', 'TOO_MANY_REQUESTS'],
    body: ChangePasswordRequest,
    response: PasswordChanged,
  },
  resetPassword: {
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    summary: 'Set a new password while logged in, with the link of a mail',
    access: 'customer',
    errorKeys: ['TOKEN_INVALID', 'PASSWORD_TOO_COMMON', 'TOO_MANY_REQUESTS'],
    body: ResetPasswordRequest,
    response: PasswordChanged,
  },
  verifyAccount: {
    service: 'customer',
    method: 'POST',
    path: '/customers/verify',
    summary:
      'Verify the account by a proof (date of birth, order); a session or a verification grant',
    access: 'public',
    errorKeys: ['NOT_LOGGED_IN', 'TOO_MANY_REQUESTS'],
    body: AccountVerificationRequest,
    response: AccountVerificationResult,
  },
  vouchers: {
    service: 'customer',
    method: 'GET',
    path: '/user/vouchers',
    summary: "The customer's live vouchers",
    access: 'customer',
    response: Vouchers,
  },
  allVouchers: {
    service: 'customer',
    method: 'GET',
    path: '/user/vouchers/all',
    summary:
      'Every voucher of the customer (Meine Gutscheine): usable ones first, then redeemed and expired ones',
    access: 'customer',
    response: AllVouchers,
  },
  securitySessions: {
    service: 'customer',
    method: 'GET',
    path: '/user/security/sessions',
    summary: "The customer's live sessions, the calling one marked (security centre)",
    access: 'customer',
    response: ActiveSessionsResponse,
  },
  endSecuritySession: {
    service: 'customer',
    method: 'DELETE',
    path: '/user/security/sessions/:id',
    summary:
      "End one of the customer's sessions; its next call answers 401 (another than the calling one: the password again after 15 minutes)",
    access: 'customer',
    errorKeys: ['NOT_FOUND', ...STEP_UP_ERRORS],
    params: z.object({ id: z.uuid() }),
    body: StepUpRequest,
    response: Empty,
  },
  endOtherSecuritySessions: {
    service: 'customer',
    method: 'POST',
    path: '/user/security/sessions/end-others',
    summary: 'End every session but the calling one (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: [...STEP_UP_ERRORS],
    body: StepUpRequest,
    response: EndOtherSessionsResponse,
  },
  loginHistory: {
    service: 'customer',
    method: 'GET',
    path: '/user/security/login-history',
    summary: 'The last 20 logins and failed attempts, newest first',
    access: 'customer',
    response: LoginHistoryResponse,
  },
  privacyCentre: {
    service: 'customer',
    method: 'GET',
    path: '/user/privacy-centre',
    summary: 'Every consent and mail preference of the account with its state (privacy centre)',
    access: 'customer',
    response: PrivacyCentre,
  },
  switchConsent: {
    service: 'customer',
    method: 'PUT',
    path: '/user/privacy-centre/consent',
    summary:
      'Switch one consent on or off; newsletter and market research on send the double-opt-in mail',
    access: 'customer',
    errorKeys: ['TOO_MANY_REQUESTS', 'NOT_FOUND'],
    body: ConsentSwitchRequest,
    response: PrivacyCentre,
  },
  setPrivacyNewsletterFrequency: {
    service: 'customer',
    method: 'PUT',
    path: '/user/privacy-centre/newsletter-frequency',
    summary: "The confirmed newsletter's frequency: every issue or weekly",
    access: 'customer',
    errorKeys: ['NOT_FOUND'],
    body: PrivacyNewsletterFrequencyRequest,
    response: PrivacyCentre,
  },
  consentLog: {
    service: 'customer',
    method: 'GET',
    path: '/user/privacy-centre/consent-log',
    summary: 'The latest 50 consent changes with time and source, newest first',
    access: 'customer',
    response: ConsentLogResponse,
  },
  dataExport: {
    service: 'customer',
    method: 'GET',
    path: '/user/data-export',
    summary: "Where the customer's latest data export request stands (GDPR Art. 15 and 20)",
    access: 'customer',
    response: DataExportState,
  },
  requestDataExport: {
    service: 'customer',
    method: 'POST',
    path: '/user/data-export',
    summary: 'Request a copy of all data about the customer; a job mails a single-use link',
    access: 'customer',
    status: 202,
    errorKeys: ['TOO_MANY_REQUESTS'],
    response: DataExportState,
  },
  downloadDataExport: {
    service: 'customer',
    method: 'GET',
    path: '/user/data-export/download',
    summary:
      "The export as a ZIP, for the mailed link's token; the same customer's session needed, the link used up",
    access: 'customer',
    // Uses up the link: a GET that changes state, so it needs the client id too.
    clientId: 'required',
    produces: 'application/zip',
    errorKeys: ['NOT_FOUND'],
    query: DataExportDownloadQuery,
  },
});
