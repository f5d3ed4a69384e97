export { createAccountsRepo, type AccountsRepo } from './accounts.repo';
export { lockAdmins } from './admin-roles.repo';
export {
  CLASS_LOGIN_EMAIL_DOMAIN,
  createAccountsService,
  isPlaceholderEmail,
  PHONE_ACCOUNT_EMAIL_DOMAIN,
  REFERRAL_BONUS_MINOR,
  type AccountsService,
} from './accounts.service';
export { accountsRoutes, sessionCheckRoutes } from './accounts.routes';
export { createReferralActivator, type ReferralActivator } from './referral-activator';
export { createDeleteAccountRepo } from './delete-account.repo';
export { createDeleteAccountService, type DeleteAccountService } from './delete-account.service';
export { deleteAccountRoutes } from './delete-account.routes';
