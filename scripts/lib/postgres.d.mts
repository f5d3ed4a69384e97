export const PGBIN: string;
export function freePort(host?: string): Promise<number>;
export function canRunThrowawayPostgres(): boolean;
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  dir: string;
  port: number;
  /** Starts it again on the same port and data. */
  start(): void;
  /** A fast shutdown: sessions are ended, data is kept. */
  stop(): void;
  /** Stops it and deletes its data. */
  destroy(): void;
}
export function startThrowawayPostgres(options?: {
  settings?: Record<string, string | number>;
  durable?: boolean;
  prefix?: string;
}): Promise<ThrowawayPostgres>;
