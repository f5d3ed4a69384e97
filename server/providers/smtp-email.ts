import nodemailer from 'nodemailer';
import type { EmailProvider } from './messaging';

/** Email over SMTP (BOLTS_SMTP_URL, e.g. smtps://user:password@mail.example:465). */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
