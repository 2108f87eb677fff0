import type { FieldValues } from "react-hook-form";
import type { z } from "zod";

/**
 * A form's schema that loads when the form first needs it rather than with its screen: zod and the shared
 * schemas are ~90 KB of JavaScript whose evaluation was one of a phone's longest tasks at start-up, and a form
 * validates only from its first submit (ADR 0061). `preload` starts the load early (a form calls it on the
 * reader's first focus, so the rules are there by the time they submit); a failed load is tried again next time.
 */
export class LazySchema<TInput extends FieldValues, TOutput extends FieldValues> {
  readonly #importer: () => Promise<z.ZodType<TOutput, TInput>>;
  #loading: Promise<z.ZodType<TOutput, TInput>> | undefined;

  constructor(importer: () => Promise<z.ZodType<TOutput, TInput>>) {
    this.#importer = importer;
  }

  load(): Promise<z.ZodType<TOutput, TInput>> {
    this.#loading ??= this.#importer().catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }

  /** Starts the load and forgets it: for event handlers (a failure surfaces at the submit that needs it). */
  readonly preload = (): void => {
    this.load().catch(() => undefined);
  };
}
