/** Where players and parents write about their data (the pages' contact line). */
export const CONTACT_EMAIL = 'privacy@bolts.example';
