// `npm start`: install on first use, build the web app and the API if stale, then run the compiled server
// (it migrates and seeds).
import { spawn } from "node:child_process";
import { ensureApiBuilt, ensureInstalled, ensureWebBuilt, root } from "./lib.mjs";

ensureInstalled();
ensureWebBuilt();
// `npm run dev` runs the TypeScript sources through tsx (no API build); `npm start` the compiled bundle.
const dev = process.argv.includes("--dev");
if (!dev) ensureApiBuilt();
const args = dev ? ["--import", "tsx", "apps/api/src/main.ts"] : ["--enable-source-maps", "apps/api/dist/main.js"];
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
