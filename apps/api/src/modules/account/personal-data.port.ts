import type { Db } from "../../db/types.ts";

/** What an eraser leaves for after the commit (a card forgotten at the gateway): outside services never hold a transaction open. */
export type AfterErasure = () => Promise<void>;

/** Erases what its module keeps about one person, inside the deletion's transaction. */
export type Eraser = (tx: Db, userId: number) => Promise<AfterErasure | undefined>;

/**
 * When the administrator deletes an account (ADR 0003), each module that keeps personal data erases its own part
 * (`Ports.personalData`, issue 21): billing the stored card, hardship the applications' free text, testimonials the
 * member's testimonials, contact the link to their messages. Modules register at start-up, so the account module
 * never reaches into their tables and a new module's data cannot be forgotten by an edit elsewhere.
 */
export interface PersonalData {
  register(owner: string, eraser: Eraser): void;
  /** Runs every eraser in `tx`; returns what each left for after the commit. */
  erase(tx: Db, userId: number): Promise<{ owner: string; after: AfterErasure }[]>;
}

export function createPersonalData(): PersonalData {
  const erasers = new Map<string, Eraser>();
  return {
    register(owner, eraser) {
      // One eraser per owner: an app built again on the same ports (a test's second app) replaces it.
      erasers.set(owner, eraser);
    },
    async erase(tx, userId) {
      const after: { owner: string; after: AfterErasure }[] = [];
      // One after the other: PGlite has one connection, and the order is the registration's, so a run is repeatable.
      for (const [owner, eraser] of erasers) {
        const followUp = await eraser(tx, userId);
        if (followUp) after.push({ owner, after: followUp });
      }
      return after;
    },
  };
}
