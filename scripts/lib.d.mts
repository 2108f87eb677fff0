import type { SpawnSyncOptions } from "node:child_process";

export const root: string;
export function run(command: string, args: string[], options?: SpawnSyncOptions): number;
export function ensureInstalled(): void;
export function webBuildIsFresh(): boolean;
export function ensureWebBuilt(options?: { env?: Record<string, string> }): void;
export function ensureApiBuilt(): void;
