import { type Config, loadConfig } from "./config.ts";
import { createRuntime } from "./server.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server refuses (production without API_KEY or JWT_SECRET, an unreadable TRUST_PROXY):
  // one clear line, no stack trace.
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const runtime = await createRuntime(config, {
  // Redaction (secret keys by pattern, database row values) is added by buildApp for every logger.
  logger: { level: process.env.LOG_LEVEL ?? "info" },
});
for (const warning of config.warnings) runtime.app.log.warn(warning);
if (runtime.adminPasswordFile) {
  // Only the path: a password printed to stdout ends up in terminal scrollback and container logs.
  console.log(
    `\n  Administrator account created: ${config.adminEmail ?? "admin@healingarts.example"}\n  Its generated password is in ${runtime.adminPasswordFile} (readable by this user only).\n  Store it safely, then delete the file.\n`,
  );
}
if (config.runJobs) runtime.worker.start();
await runtime.app.listen({ port: config.port, host: config.host });
console.log(`Healing Arts Association is running at ${config.publicUrl} (database: ${runtime.database.kind})`);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Drain requests and the job in progress, then close the database cleanly.
    runtime.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
