// How the app reaches people: SMS for phone codes, email for reset links. Providers are chosen by
// configuration (server/config.ts); the default `outbox` delivers nothing and keeps every message
// in the database, where the development page /dev/outbox shows it.
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
