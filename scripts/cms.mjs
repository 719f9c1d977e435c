// `npm run cms`: local editing. Starts Decap's local backend (decap-server, on loopback only: it reads and
// writes the files of this working copy) and `gatsby develop`, which serves the site and the CMS at /admin/.
// Edit at http://localhost:8000/admin/, see the result on the site, then review `git diff` and commit.
// Usage: npm run cms   (CMS_PROXY_PORT sets the backend's port, 8081 by default; the CMS expects 8081)
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const proxyPort = process.env.CMS_PROXY_PORT || "8081";
const children = [];

function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("decap-server", process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
  PORT: proxyPort,
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: root,
  MODE: "fs",
});
run("gatsby develop", path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--host", "127.0.0.1"], {
  GATSBY_TELEMETRY_DISABLED: "1",
});
console.log(
  `\nThe CMS: http://localhost:8000/admin/ (edits go straight to the files under data/)\n` +
    `The site: http://localhost:8000/ (reloads with each save)\n` +
    `Decap's local backend: http://127.0.0.1:${proxyPort}/api/v1 (this machine only)\n`,
);
