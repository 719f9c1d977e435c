import fs from "fs";
import path from "path";
import { loadNodemailer } from "./node-modules";
import type { MailMessage } from "./compose";
import type { Transport } from "./handle";
import { privateDir, writeAtomic } from "./store";

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

/** A temporary file this old was left by a process that died while writing (writes take milliseconds). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Removes what a process killed mid-write left in the outbox: hidden .tmp files over an hour old. */
async function removeStaleTemporaries(outbox: string, log: (message: string) => void) {
  const names = await fs.promises.readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(".") && n.endsWith(".tmp"))) {
    const file = path.join(outbox, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > STALE_TEMPORARY_MS) {
      await fs.promises.rm(file, { force: true });
      log(`contact: removed ${file}, left by an interrupted write`);
    }
  }
}

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
      // nodemailer 10 takes an AbortSignal per message: aborted, it leaves the pool's queue or its connection
      // is closed, so an attempt stopped at its deadline never reaches the server later.
      sendMail: (message: MailMessage, signal?: AbortSignal) => smtp.sendMail({ ...message, signal }),
    };
  }
  const outbox = path.resolve(env.CONTACT_OUTBOX_DIR || ".outbox");
  void removeStaleTemporaries(outbox, log);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async sendMail(message: MailMessage, signal?: AbortSignal) {
      const info = (await stream.sendMail(message)) as { message: Buffer };
      signal?.throwIfAborted();
      // The outbox holds personal data: 0600 files in a 0700 folder, each written whole under a temporary
      // name and renamed, so a crash or a full disk never leaves half a message (or an empty one) behind.
      await privateDir(outbox);
      // A visitor's e-mail says so in its name (-visitor, -update): the owner tells it from the shop's at a glance.
      const kind = /\.visitor@/.test(message.messageId ?? "")
        ? "visitor"
        : /\.update-\d+@/.test(message.messageId ?? "")
          ? "update"
          : "";
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}${kind && `-${kind}`}.eml`,
      );
      await writeAtomic(file, info.message);
      const what = {
        visitor: "confirmation to the visitor",
        update: "status update to the visitor",
        "": "request e-mail",
      };
      log(`contact: ${what[kind]} written to ${file}`);
      return info;
    },
  };
}
