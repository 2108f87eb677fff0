import cluster, { type Worker } from "node:cluster";

/** Set in the environment of the one process the primary starts first to migrate and seed (main.ts). */
export const PREPARE_ROLE = "HAA_CLUSTER_PREPARE";

/**
 * Runs the database's one-time work (migrations, seeds, the shared-secret check) in a child process of its own and
 * resolves with its exit code: the primary then never loads the application, and stays a small process.
 */
export function prepareInChild(): Promise<number> {
  return new Promise((resolve) => {
    const child = cluster.fork({ [PREPARE_ROLE]: "1" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export interface SuperviseOptions {
  /** How many API processes to keep running. */
  processes: number;
  /** One line for the operator (the primary has no HTTP app, so no pino logger). */
  log(line: string): void;
  /** Called once, when every process has answered `listening` for the first time. */
  onAllListening?(): void;
  /** A process that dies before it listens this many times in a row (per slot) stops the whole server. */
  maxStartFailures?: number;
  /** Back-off before a process is started again: first wait, doubled per crash in a row, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** After SIGTERM, how long the processes may drain before they are killed. */
  drainTimeoutMs?: number;
  /** A process that served this long before it died starts its slot's back-off over. */
  healthyAfterMs?: number;
}

interface Slot {
  index: number;
  worker: Worker | undefined;
  listenedAt: number | undefined;
  /** Deaths in a row, for the back-off; reset once a process has served `healthyAfterMs`. */
  crashes: number;
  /** Deaths before listening in a row; at `maxStartFailures` the primary gives up. */
  startFailures: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The primary of `WEB_CONCURRENCY=N` (ADR 0086): runs no HTTP server, keeps N API processes that share the port
 * (node's cluster hands each connection to one of them), starts a dead one again after a growing pause, gives up
 * (exit 1) when one keeps dying before it listens, and on SIGTERM/SIGINT tells every process to drain and exits
 * once they have (0 when all exited cleanly). Resolves with the exit code; the caller exits.
 */
export function superviseWorkers(options: SuperviseOptions): Promise<number> {
  const maxStartFailures = options.maxStartFailures ?? 5;
  const firstDelayMs = options.firstDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const drainTimeoutMs = options.drainTimeoutMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const { log } = options;
  const slots: Slot[] = Array.from({ length: options.processes }, (_, index) => ({
    index,
    worker: undefined,
    listenedAt: undefined,
    crashes: 0,
    startFailures: 0,
    timer: undefined,
  }));
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const live = () => slots.filter((slot) => slot.worker);

  function start(slot: Slot) {
    slot.timer = undefined;
    if (stopping) return;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.listenedAt = undefined;
    worker.on("listening", () => {
      slot.listenedAt = Date.now();
      slot.startFailures = 0;
      log(`API process ${worker.process.pid} is serving (${slot.index + 1}/${slots.length})`);
      if (!announced && slots.every((each) => each.listenedAt !== undefined)) {
        announced = true;
        options.onAllListening?.();
      }
    });
    worker.on("exit", (code, signal) => exited(slot, worker, code, signal));
  }

  function exited(slot: Slot, worker: Worker, code: number | null, signal: string | null) {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (live().length === 0) finish(exitCode);
      return;
    }
    const servedFor = slot.listenedAt === undefined ? undefined : Date.now() - slot.listenedAt;
    if (servedFor === undefined) slot.startFailures += 1;
    if (servedFor !== undefined && servedFor >= healthyAfterMs) slot.crashes = 0;
    slot.crashes += 1;
    if (slot.startFailures >= maxStartFailures) {
      log(
        `API process ${worker.process.pid} exited with ${how} before serving, ${slot.startFailures} times in a row: stopping (see its error above).`,
      );
      stop(1);
      return;
    }
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (slot.crashes - 1));
    log(`API process ${worker.process.pid} exited with ${how}; starting another in ${delay} ms`);
    slot.timer = setTimeout(() => start(slot), delay);
  }

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
    if (live().length === 0) {
      finish(exitCode);
      return;
    }
    // Each process drains its requests and its running job, then closes the database (main.ts).
    for (const slot of live()) slot.worker?.process.kill("SIGTERM");
    const deadline = setTimeout(() => {
      log(`API processes still running ${drainTimeoutMs} ms after SIGTERM: killing them.`);
      for (const slot of live()) slot.worker?.process.kill("SIGKILL");
      exitCode = 1;
    }, drainTimeoutMs);
    deadline.unref();
  }

  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
  for (const slot of slots) start(slot);
  return done;
}
