import { spawn } from "node:child_process";
import path from "node:path";
import { tempDir } from "./fixtures";

// Netlify Blobs' own local server (@netlify/blobs/server) on a loopback port, in a child process:
// it needs an ES-module-only package that Node loads and Jest's module system does not.
const SCRIPT = `
import { BlobsServer } from "@netlify/blobs/server";
const server = new BlobsServer({ directory: process.env.BLOBS_DIR, token: process.env.BLOBS_TOKEN });
const { port } = await server.start();
process.stdout.write(JSON.stringify({ port }) + "\\n");
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)));
`;

export async function startBlobsServer(token = "token-under-test") {
  const child = spawn(process.execPath, ["--input-type=module", "-e", SCRIPT], {
    cwd: path.resolve(__dirname, "../../.."),
    env: { ...process.env, BLOBS_DIR: tempDir("blobs"), BLOBS_TOKEN: token },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve((JSON.parse(out) as { port: number }).port);
    });
    child.on("exit", (code) => reject(new Error(`the Blobs server ended (${code}) before it listened`)));
  });
  return {
    /** The environment that points the store (and the owner's command) at this server. */
    env: {
      NETLIFY_SITE_ID: "site-under-test",
      NETLIFY_AUTH_TOKEN: token,
      NETLIFY_BLOBS_API_URL: `http://127.0.0.1:${port}`,
    },
    stop: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
      ),
  };
}
