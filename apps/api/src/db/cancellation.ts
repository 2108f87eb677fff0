import { AsyncLocalStorage } from "node:async_hooks";

/** A statement running for the current request: the pool it runs on can cancel it by its backend's pid. */
interface Running {
  pid: number;
  cancel: (pid: number) => Promise<void>;
}

/** The statements of one request that are running now, whether its client has gone, and whether it writes. */
interface Scope {
  running: Set<Running>;
  abandoned: boolean;
  write: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Issue 22: a request whose client went away (a closed tab, a proxy's timeout, a load balancer's retry) must not
 * keep PostgreSQL busy for its statement's full run. The HTTP layer runs each request in a scope
 * (`runInCancellationScope`); the PostgreSQL pool records the backend of each statement it runs inside one
 * (`trackStatement`), and `abandonScope` cancels those (`pg_cancel_backend`) when the client is gone. PGlite runs
 * in the process and has nothing to cancel; outside a request (jobs, seeds) nothing is tracked.
 *
 * PostgreSQL cancels whatever its backend runs when the cancel arrives: a statement that ends in that instant lets
 * the cancel hit the next statement on the same pooled connection, whose request then answers 503 DATABASE_BUSY
 * and may be retried. Only statements still running when the client leaves are cancelled, so the window is a
 * round trip wide and opens only on an abandoned request.
 */
export function runInCancellationScope<T>(
  fn: () => T,
  options: { write?: boolean } = {},
): { result: T; abandon: () => void } {
  const scope: Scope = { running: new Set(), abandoned: false, write: options.write ?? false };
  const result = scopes.run(scope, fn);
  return {
    result,
    abandon() {
      if (scope.abandoned) return;
      scope.abandoned = true;
      for (const running of scope.running) running.cancel(running.pid).catch(() => undefined);
    },
  };
}

/**
 * Records that a statement started on the backend `pid` for the current request (if any); returns its end. A
 * statement of a request already abandoned is cancelled as soon as it starts.
 */
export function beginStatement(pid: number | undefined, cancel: (pid: number) => Promise<void>): () => void {
  const scope = scopes.getStore();
  if (!scope || pid === undefined) return () => {};
  const running: Running = { pid, cancel };
  scope.running.add(running);
  if (scope.abandoned) cancel(pid).catch(() => undefined);
  return () => {
    scope.running.delete(running);
  };
}

/**
 * Runs `fn` outside the current request's scope, so its statements are never cancelled with the request: what must
 * finish once the change it records was made, whether or not the client waits for the answer (the audit log's row,
 * ADR 0088).
 */
export function outsideCancellationScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}

/**
 * Whether the current request changes something (any method but GET and HEAD): the PostgreSQL pool gives such
 * requests connections of their own, so a member's post does not queue behind every read (`db/client.ts`).
 */
export function inWriteRequest(): boolean {
  return scopes.getStore()?.write === true;
}
