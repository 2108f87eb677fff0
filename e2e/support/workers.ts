/**
 * How many servers (each with its own throw-away database) the journeys run against, one per Vitest worker:
 * files on different servers cannot see each other's data, so two files run at once without sharing demo
 * members' carts, sessions or mailboxes (ADR 0057). `E2E_WORKERS=1` runs them one at a time on one server.
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? "", 10) || 2);
