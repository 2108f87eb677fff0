import type { ChildProcess } from "node:child_process";

export function freePort(host?: string): Promise<number>;
export function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs?: number,
): Promise<void>;
