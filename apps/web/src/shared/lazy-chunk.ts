/** Chunk load time-out (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ChunkLoadError";
  }
}

/** Loads a lazy chunk, giving up after the time-out; failures are logged and rethrown for the error boundary. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      console.error("Could not load a part of the app", error);
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError("Chunk load failed", { cause: error });
    })
    .finally(() => clearTimeout(timer));
}
