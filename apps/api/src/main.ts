import { loadConfig } from "./config.ts";
import { createRuntime } from "./server.ts";

const config = loadConfig();
const runtime = await createRuntime(config, {
  // Redaction (secret keys by pattern, database row values) is added by buildApp for every logger.
  logger: { level: process.env.LOG_LEVEL ?? "info" },
});
if (runtime.generatedAdminPassword) {
  // Printed once, on the first start of an empty database; it is not stored anywhere in clear text.
  console.log(
    `\n  Administrator account created: ${config.adminEmail ?? "admin@healingarts.example"}\n  Password (shown once): ${runtime.generatedAdminPassword}\n`,
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
