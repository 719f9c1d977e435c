import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP server on a loopback port (random, or `port` to come back where a stopped one was) that
 * parses every message it accepts. `refuse`: answers every message 550. `refuseEvery: n`: turns
 * away every n-th connection with 421 before the greeting. `hang`: takes each message's data and
 * never answers, until `recover()`; then it accepts (250) the held messages whose client is still
 * connected, as a mail server commits a message only when it says so, and answers at once from then on.
 */
export async function startSmtpSink(
  options: { refuse?: boolean; refuseEvery?: number; port?: number; hang?: boolean } = {},
) {
  // The shop's e-mails, and apart from them the visitors' confirmations (Message-ID <reference.visitor@...>).
  const received: ParsedMail[] = [];
  const confirmations: ParsedMail[] = [];
  const keep = (mail: ParsedMail) => (/\.visitor@/.test(mail.messageId ?? "") ? confirmations : received).push(mail);
  let connections = 0;
  let hanging = options.hang ?? false;
  const held: Array<{ session: string; accept: () => void }> = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      if (options.refuseEvery && connections % options.refuseEvery === 0)
        return callback(Object.assign(new Error("Too busy, try later"), { responseCode: 421 }));
      callback();
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      if (hanging) {
        // A client that gives up in the middle of its data (its attempt's deadline) leaves nothing to hold: its
        // stream fails ("Connection closed before the message was received in full"), and so does the parse.
        simpleParser(stream).then(
          (mail) => held.push({ session: session.id, accept: () => (keep(mail), callback()) }),
          () => undefined,
        );
        return;
      }
      if (options.refuse) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        keep(mail);
        callback();
      }, callback);
    },
  });
  server.on("error", () => undefined); // a client that resets its socket loses no message
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    confirmations,
    port,
    /** Stops hanging: the held messages of clients still connected are accepted, the rest are dropped. */
    recover() {
      hanging = false;
      for (const message of held.splice(0)) if (!closed.has(message.session)) message.accept();
    },
    /** Messages held unanswered right now. */
    holding: () => held.length,
    /** Connections so far, turned away or not. */
    connections: () => connections,
    /** The environment that sends the contact function's mail to this sink. */
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false" },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
