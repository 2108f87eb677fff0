import type { Db } from "../../db/types.ts";

/** What an eraser leaves for after the commit (a card forgotten at the gateway): outside services never hold a transaction open. */
export type AfterErasure = () => Promise<void>;

/** Erases what its module keeps about one person, inside the deletion's transaction. */
export type Eraser = (tx: Db, userId: number) => Promise<AfterErasure | undefined>;

/** One row of a member's data export: plain values only, as the JSON and the CSV files show them. */
export type ExportRow = Record<string, string | number | boolean | null>;

/**
 * What a module keeps about one person, for the member's data export (ADR 0089): the rows of one section, read a
 * page at a time, so a member with ten thousand posts never sits in memory at once.
 */
export type Exporter = (db: Db, userId: number) => AsyncIterable<ExportRow>;

/** The size of one page of an exporter's reads. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Pages through a member's rows in id order: `page(afterId, limit)` reads the next rows after `afterId`. What each
 * yields has its own `Id`, the cursor of the next read.
 */
export async function* pagedRows(
  page: (afterId: number, limit: number) => Promise<(ExportRow & { Id: number })[]>,
): AsyncIterable<ExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId, EXPORT_PAGE_SIZE);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    afterId = last.Id;
  }
}

/**
 * The account deletion itself (the account module's, ADR 0003): blanks the account, runs every eraser, and calls
 * `within` in the same transaction (a privacy request marked done with its mail); what the erasers left for after
 * the commit runs after it.
 */
export type AccountDeletion = (userId: number, within?: (tx: Db) => Promise<void>) => Promise<void>;

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
  /** A section of the member's data export (`profile`, `forumPosts`…), one owner each (ADR 0089). */
  registerExport(section: string, exporter: Exporter): void;
  /** Every section's rows for one member, in registration order; each section's rows are read page by page. */
  exportSections(): { section: string; rows: (db: Db, userId: number) => AsyncIterable<ExportRow> }[];
  /** The account module provides its deletion here, so the privacy module's job runs the same path. */
  provideDeletion(deletion: AccountDeletion): void;
  deleteAccount: AccountDeletion;
}

export function createPersonalData(): PersonalData {
  const erasers = new Map<string, Eraser>();
  const exporters = new Map<string, Exporter>();
  let deletion: AccountDeletion | undefined;
  return {
    registerExport(section, exporter) {
      exporters.set(section, exporter);
    },
    exportSections: () => [...exporters].map(([section, rows]) => ({ section, rows })),
    provideDeletion(provided) {
      deletion = provided;
    },
    deleteAccount(userId, within) {
      if (!deletion) throw new Error("no account deletion registered");
      return deletion(userId, within);
    },
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
