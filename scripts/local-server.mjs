// Helpers for the harnesses that start the real server on this machine (browser journeys, benches): plain
// Node, no dependencies, so the .mjs bench can use them as well as the TypeScript ones (types beside it).
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/**
 * Polls `url` until it answers 2xx; fails at once if `child` exits, and after `timeoutMs`. `output` gives the
 * child's log for the error message.
 */
export async function waitUntilAnswering(url, child, output, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}
