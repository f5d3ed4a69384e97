// Every admin query key starts with ADMIN_KEY, so "Refresh Analytics" (and any admin write that
// changes counts) can refetch the whole console at once.
export const ADMIN_KEY = 'admin' as const;
export const adminKey = (...parts: unknown[]) => [ADMIN_KEY, ...parts] as const;
