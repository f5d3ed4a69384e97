// The one SQL for "the name others see" (core/social/display-name, docs/rules.md#accounts): the
// player's display name, trimmed, unless it is blank or their private full name (copied there by
// sign-up before the two were split); null then, and the reader shows the username. Every query
// that shows one player to another selects this, never `full_name`.
import { sql, type SQL } from 'drizzle-orm';

/** As text, for prepared statements; `p` and `us` alias a `profiles` row and its `user_settings` row. */
export const displayNameText = (p = 'p', us = 'us') => `(
  case when nullif(btrim(${us}.display_name), '') is not null
        and lower(btrim(${us}.display_name)) is distinct from lower(nullif(btrim(${p}.full_name), ''))
       then btrim(${us}.display_name) end)`;

export const displayNameSql = (p?: string, us?: string): SQL => sql.raw(displayNameText(p, us));
