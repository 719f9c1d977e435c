// `npm run requests -- list|show|resend|purge`: the owner's command over the stored service requests
// (functions/contact/requests-command.ts), on the folder of `npm start` or on Netlify Blobs.
import { contactConfig } from "../functions/contact/config";
import { retryPolicy } from "../functions/contact/record";
import { runRequestsCommand } from "../functions/contact/requests-command";
import { requestStoreFor } from "../functions/contact/store-env";
import { createTransport } from "../functions/contact/transport";

// The function's code loads nodemailer and @netlify/blobs with webpack's __non_webpack_require__; here it is Node's.
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

const env = process.env;
const config = contactConfig(env);
const delivery = {
  mail: { to: config.to, from: config.from, businessName: config.businessName, siteUrl: config.siteUrl },
  transport: createTransport(env, (message) => console.error(message)),
  policy: retryPolicy(env),
  now: () => new Date(),
  log: (_level: string, message: string) => console.error(message),
};

runRequestsCommand(process.argv.slice(2), {
  store: requestStoreFor(env, (message) => console.error(message)),
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
