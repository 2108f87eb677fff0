// `node --import tsx scripts/openapi.mjs`: writes the API's OpenAPI document to .tmp/openapi.json and lints it with
// Redocly's recommended rules (redocly.yaml). `npm test` runs it as one step (ADR 0071).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { root, run } from "./lib.mjs";

// No database and no port: declaring routes reads only the configuration, the ports are used by handlers, and the
// one request sent is the document's. Development mode registers the development routes, so the lint also proves
// they stay out of the document. Billing asks the PayPal port whether to add the sandbox's pages (hidden from the
// document either way), the enrolment and manuals modules register their PayPal items (ADR 0077), and the modules
// that keep personal data register their erasers and exporters (and the account module its deletion), the modules with
// translatable content register their kinds (ADR 0097); the request hook reads whether metrics are on (they are not);
// every other port is left out.
const config = loadConfig({ NODE_ENV: "development" }, { jwtSecret: "the document signs nothing" });
const app = await buildApp(
  /** @type {never} */ ({
    config,
    paypal: {},
    paypalItems: { register() {} },
    personalData: { register() {}, registerExport() {}, provideDeletion() {} },
    translations: { register() {} },
    metrics: { enabled: false },
  }),
);
const answer = await app.inject({
  method: "GET",
  url: "/api/openapi.json",
  headers: { "accept-encoding": "identity" },
});
await app.close();
if (answer.statusCode !== 200) {
  console.error(`GET /api/openapi.json answered ${answer.statusCode}: ${answer.body.slice(0, 500)}`);
  process.exit(1);
}
const file = path.join(root, ".tmp/openapi.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(answer.json(), null, 2)}\n`);
console.log(`Wrote ${path.relative(root, file)}`);
process.exit(run("npx", ["redocly", "lint", path.relative(root, file), "--format", "stylish"]));
