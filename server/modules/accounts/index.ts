export { createAccountsRepo, type AccountsRepo } from './accounts.repo';
export {
  createAccountsService,
  isPlaceholderEmail,
  PHONE_ACCOUNT_EMAIL_DOMAIN,
  REFERRAL_BONUS_MINOR,
  type AccountsService,
} from './accounts.service';
export { accountsRoutes, sessionCheckRoutes } from './accounts.routes';
