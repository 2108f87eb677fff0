// `npm run jobs -- --at <date>`: the scheduled jobs as of a date (apps/api/src/jobs-cli.ts), run from the API's
// build as `npm start` runs the server: built first when dist/ is missing or older than the sources, so the
// command needs no TypeScript runner (tsx is a development tool only).
import { spawn } from "node:child_process";
import { ensureApiBuilt, root } from "./lib.mjs";

ensureApiBuilt();
const jobs = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/jobs-cli.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => jobs.kill(signal));
jobs.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
