import fs from "fs";
import path from "path";
import { loadNodemailer } from "./node-modules";
import type { MailMessage } from "./compose";
import type { Transport } from "./handle";

export type MailEnv = {
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  SMTP_SECURE?: string;
  /** "true" in a long-running server (`npm start` sets it): a few SMTP connections kept open and reused. */
  CONTACT_SMTP_POOL?: string;
  CONTACT_OUTBOX_DIR?: string;
};

/**
 * SMTP when SMTP_HOST is set; otherwise each message is written as an .eml file to the
 * outbox folder (default .outbox/) and its path logged, so a fresh checkout works end to end.
 */
export function createTransport(
  env: MailEnv,
  log: (message: string) => void = console.log,
): Transport & { kind: string } {
  const nodemailer = loadNodemailer();
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587);
    // A function instance that may be frozen between requests opens a connection per message; a
    // long-running server keeps a pool (up to 5 connections, 100 messages each) and reuses it.
    const smtp = nodemailer.createTransport({
      ...(env.CONTACT_SMTP_POOL === "true" && { pool: true, maxConnections: 5, maxMessages: 100 }),
      host: env.SMTP_HOST,
      port,
      secure: env.SMTP_SECURE ? env.SMTP_SECURE === "true" : port === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
      connectionTimeout: 10000,
      greetingTimeout: 10000,
      socketTimeout: 15000,
    });
    return {
      kind: env.CONTACT_SMTP_POOL === "true" ? "smtp pool" : "smtp",
      sendMail: (message: MailMessage) => smtp.sendMail(message),
    };
  }
  const outbox = path.resolve(env.CONTACT_OUTBOX_DIR || ".outbox");
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async sendMail(message: MailMessage) {
      const info = (await stream.sendMail(message)) as { message: Buffer };
      await fs.promises.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await fs.promises.writeFile(file, info.message);
      log(`contact: request e-mail written to ${file}`);
      return info;
    },
  };
}
