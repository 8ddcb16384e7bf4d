// Outgoing e-mail. Without SMTP_URL every message is written as an .eml file to DATA_DIR/outbox
// (and logged); with SMTP_URL it is sent through nodemailer.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

/** A file attached to a message (e.g. the .ics calendar file of an accepted trip). */
type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = { send(mail: Mail): Promise<void> };

const FROM = "Żeglog <no-reply@zeglog.pl>";

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
        opts.logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  // Build the RFC 822 message with nodemailer's own composer so the .eml opens in any mail client.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from: FROM, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      // Written whole under another name, then renamed: whoever reads the outbox never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      opts.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
