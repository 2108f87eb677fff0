// `npm run seed:scale -- --members 100000 --posts 1000000`: loads an association's volume of data into the
// PostgreSQL named by DATABASE_URL (apps/api/src/db/seed-scale), from the API's build as `npm run jobs` runs:
// built first when dist/ is missing or older than the sources.
import { spawn } from "node:child_process";
import { ensureApiBuilt, ensureInstalled, root } from "./lib.mjs";

if (!process.env.DATABASE_URL) {
  // Said before anything is installed or built: the embedded PGlite database is for the demo.
  console.error("seed:scale needs PostgreSQL (DATABASE_URL); PGlite is for the demo");
  process.exit(2);
}
ensureInstalled();
ensureApiBuilt();
const seed = spawn(
  process.execPath,
  ["--enable-source-maps", "apps/api/dist/seed-scale.js", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => seed.kill(signal));
seed.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
