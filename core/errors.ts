// Stable error codes the API returns in { error: { code, message } }. The web app translates the
// code (locales: errors.<code>); the message is an English fallback for API clients.
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'company_not_found',
  'game_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'internal',
  // Accounts (docs/rules.md#accounts)
  'invalid_phone',
  'sms_failed',
  'code_not_found',
  'code_expired',
  'code_invalid',
  'code_attempts_exceeded',
  'resend_too_soon',
  'username_taken',
  'phone_taken',
  'email_taken',
  'invalid_credentials',
  'weak_password',
  'invalid_token',
  'account_suspended',
  // Email sign-up: the account opens from the emailed link; until then it cannot sign in
  'email_not_verified',
  // Production refuses the README's local admin password; links are sent only from the public host
  'password_published',
  'wrong_host',
  // Trading (docs/rules.md#trading)
  'insufficient_balance',
  'insufficient_shares',
  'order_not_open',
  'company_not_tradable',
  'trading_paused',
  // Stop orders (docs/rules.md#stop-orders)
  'stop_wrong_side',
  'trail_out_of_range',
  // Short selling (docs/rules.md#short-selling)
  'shorts_off',
  'insufficient_margin',
  'short_market_only',
  'short_has_long',
  'cover_exceeds_short',
  'short_margins_order',
  // Admin users (docs/rules.md#admin): an admin keeps their own admin role, the last admin stays, no self-suspension
  'own_admin_role',
  'last_admin',
  'suspend_self',
  // Admin companies (docs/rules.md#admin)
  'duplicate_symbol',
  'company_in_use',
  // Admin news (docs/rules.md#news-and-prices): a published item's price move has happened, so
  // its company and impact stay; its mood must agree with its impact
  'news_priced_in',
  'news_impact_sentiment',
  // Friends and chat (docs/rules.md#friends-and-chat)
  'friend_self',
  'already_friends',
  'request_pending',
  'not_friends',
  'user_unavailable',
  'message_empty',
  'message_too_long',
  'message_link',
  // Classes (docs/rules.md#classes)
  'teacher_only',
  'class_not_found',
  'class_closed',
  'class_ended',
  'own_class',
  'limit_orders_off',
  'removed_from_class',
  'class_not_started',
  'class_over',
  'reason_required',
  'board_hidden',
  'not_issued',
  'team_not_found',
  'team_name_taken',
  'teams_full',
  'team_mode_off',
  'lesson_not_found',
  // Class assignments (docs/rules.md#classes)
  'assignment_not_found',
  'assignment_due_past',
  'assignments_full',
  // Logins a teacher issued stay inside their class (docs/rules.md#classes)
  'class_login_outside',
  'class_chat_off',
  'class_login_private',
  'class_login_contact',
  // Age and parental consent (docs/rules.md#accounts)
  'parent_email_required',
  'consent_pending',
  'consent_link_unknown',
  'consent_not_needed',
  'under_age_social',
  // Names, finding people and following (docs/rules.md#friends-and-chat)
  'display_name_is_full_name',
  'display_name_not_allowed',
  'follow_self',
  'not_followable',
  'follows_full',
  'not_following',
  // Database backup: pg_dump is not installed (503), or it failed before sending anything
  'backup_unavailable',
  'backup_failed',
  // A request body over the API's size limit
  'payload_too_large',
  // The database cannot be reached (503, retry soon), or it did not answer in time: a lock held too
  // long, a statement past its timeout (503)
  'database_unavailable',
  'database_busy',
  // Watchlist and price alerts (docs/rules.md#watchlist-and-price-alerts)
  'watchlist_full',
  'price_alerts_full',
  'alert_price_wrong_side',
  // Habits (docs/rules.md#habits)
  'quest_not_today',
  'quest_not_claimable',
  'news_not_held',
  'friend_not_pickable',
  'time_zone_unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
