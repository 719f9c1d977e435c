// `npm run requests -- list|show|resend|status|purge|staff`: the owner's command over the stored service requests
// (functions/contact/requests-command.ts), on the folder of `npm start` or on Netlify Blobs.
import { retryPolicy } from "../functions/contact/record";
import { commandMail, runRequestsCommand } from "../functions/contact/requests-command";
import { deskStoreFor, requestStoreFor } from "../functions/contact/store-env";
import { createTransport } from "../functions/contact/transport";

// The function's code loads nodemailer and @netlify/blobs with webpack's __non_webpack_require__; here it is Node's.
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

const env = process.env;
const delivery = {
  // The links of its e-mails lead to the site beside its store: `npm start`'s on the local folder.
  mail: commandMail(env),
  transport: createTransport(env, (message) => console.error(message)),
  policy: retryPolicy(env),
  now: () => new Date(),
  log: (_level: string, message: string) => console.error(message),
};

runRequestsCommand(process.argv.slice(2), {
  store: requestStoreFor(env, (message) => console.error(message)),
  desk: deskStoreFor(env),
  delivery,
  out: (line) => console.log(line),
}).then(
  (code) => {
    // A pooled or idle SMTP transport must not keep the command alive.
    process.exit(code);
  },
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
