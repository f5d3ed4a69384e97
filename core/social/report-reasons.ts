// Why a player reports a chat message (docs/rules.md#privacy), without zod: the report dialog lists
// them, and the messages page then loads no schema code (core/schemas/social.ts checks the body).
export const REPORT_REASONS = ['bullying', 'inappropriate', 'spam', 'personal_info', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
