// PostgreSQL connection URLs for the tools we start (pg_dump, pg_restore) and for what we print.

/**
 * The URL without its password, which goes in PGPASSWORD instead: a process's arguments can be
 * read by any local user. A URL that cannot be parsed (several hosts "h1,h2") is passed as it is.
 */
export function passwordApart(url: string): { dbname: string; password: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { dbname: url, password: undefined };
  }
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { dbname: parsed.toString(), password };
}

/** The environment for a PostgreSQL client tool connecting with this URL's password. */
export function pgToolEnv(password: string | undefined): NodeJS.ProcessEnv {
  return { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
}

/** "host:port/dbname" of a connection URL, without the credentials. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
