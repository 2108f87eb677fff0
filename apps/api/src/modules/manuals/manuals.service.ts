import {
  dollarsToCents,
  hasPdfMagic,
  MANUAL_PDF_MAX_BYTES,
  type ManualDetails,
  type ManualFilter,
  type ManualSource,
  manualPurchaseId,
  manualWatermark,
} from "@haa/domain";
import { PDFDocument, rgb } from "pdf-lib";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { storeImage } from "../../platform/storage/images.ts";
import { pdfLibFonts, pdfText } from "../../shared/pdf-fonts.ts";
import { manualsRepository as repo } from "./manuals.repository.ts";

export const PERSONALISE_JOB = "manuals.personalise";
const SOURCE_FOLDER = "private/manuals";
const COPY_FOLDER = "private/manual-copies";

const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  new AppError(400, "VALIDATION", key, params, { [field]: params ? { key, params } : key });

/**
 * A source PDF an administrator uploads is checked by content: the %PDF- magic, the size limit, and pdf-lib
 * must parse it (an encrypted or broken file is refused), so the personalisation job never meets a bad file.
 */
export async function checkManualPdf(bytes: Buffer | undefined): Promise<PDFDocument> {
  if (!bytes || bytes.length === 0) throw fieldError("File", "manual.fileRequired");
  if (bytes.length > MANUAL_PDF_MAX_BYTES)
    throw fieldError("File", "manual.fileTooLarge", { max: MANUAL_PDF_MAX_BYTES / (1024 * 1024) });
  if (!hasPdfMagic(bytes)) throw fieldError("File", "manual.fileNotPdf");
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    if (pdf.getPageCount() === 0) throw new Error("no pages");
    return pdf;
  } catch {
    throw fieldError("File", "manual.fileNotPdf");
  }
}

/** Every page carries the owner's name and the purchase id: a diagonal watermark and a footer line. */
export async function personalisePdf(source: Buffer, ownerName: string, purchaseId: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(source, { updateMetadata: false });
  // The owner's name in any script (ADR 0049): Noto Sans or Noto Sans JP, only the glyphs used.
  const fonts = pdfLibFonts(pdf);
  const mark = pdfText(manualWatermark(ownerName, purchaseId)).replace("·", "-");
  const footer = pdfText(`Licensed to ${ownerName} - ${purchaseId} - personal copy, do not distribute`);
  const markWidth = await fonts.widthOf(mark, 1);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(14, Math.min(36, (width * 0.9) / Math.max(1, markWidth)));
    await fonts.draw(page, mark, {
      x: width * 0.12,
      y: height * 0.3,
      size,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.25,
      rotate: 35,
    });
    await fonts.draw(page, footer, { x: 36, y: 18, size: 8, color: rgb(0.35, 0.35, 0.35) });
  }
  pdf.setSubject(footer);
  return pdf.save();
}

const copyFile = (copyId: number) => `/api/DigitalManual/GetDigitalManualInBinary?Id=${copyId}`;

/**
 * Grants a manual to a member inside the caller's transaction (a purchase, a course that includes it, or an
 * administrator): the enrollment slice's manual checkout calls this. Granting twice keeps the first copy.
 */
export async function grantManual(
  tx: Db,
  userId: number,
  manualId: number,
  source: ManualSource,
  now: Date = new Date(),
): Promise<{ id: number; purchaseId: string }> {
  const existing = await repo.copyOf(tx, userId, manualId);
  if (existing) return { id: existing.id, purchaseId: existing.purchaseId };
  const year = now.getUTCFullYear();
  const row =
    (await repo.insertCopy(tx, { userId, manualId, source, grantedAt: now }, (id) => manualPurchaseId(year, id))) ??
    (await repo.copyOf(tx, userId, manualId));
  if (!row) throw new Error("manual grant kept no copy");
  return { id: row.id, purchaseId: row.purchaseId };
}

export function createManualsService(deps: Pick<Deps, "db" | "clock" | "storage" | "audit">) {
  const { db, clock, storage, audit } = deps;

  return {
    async myManuals(userId: number, query: { search: string; filter: ManualFilter; page: number; pageSize: number }) {
      const { list, total } = await repo.copiesOf(db, userId, query);
      return {
        total,
        list: list.map((copy) => ({
          Id: copy.id,
          ManualId: copy.manualId,
          Title: copy.manual.title,
          Description: copy.manual.description,
          Language: copy.manual.language,
          Thumbnail: copy.manual.thumbnailUrl,
          File: copyFile(copy.id),
          PurchaseId: copy.purchaseId,
          Source: copy.source,
          GrantedAt: copy.grantedAt.toISOString(),
          CourseId: copy.manual.courseId,
        })),
      };
    },

    /**
     * The personalised PDF when it is ready for the account's current name; otherwise the job is queued and
     * the caller is told to try again in a moment (ADR 0032).
     */
    async download(copyId: number): Promise<{ ready: true; bytes: Buffer; fileName: string } | { ready: false }> {
      const row = await repo.copyForDownload(db, copyId);
      if (!row) throw notFound();
      const name = `${row.firstName} ${row.lastName}`.trim();
      if (row.copy.personalisedUrl && row.copy.personalisedName === name) {
        const bytes = await storage.get(row.copy.personalisedUrl);
        if (bytes) {
          const slug =
            row.manual.title
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, "-")
              .replace(/^-|-$/g, "") || "manual";
          return { ready: true, bytes, fileName: `${slug}-${row.copy.purchaseId}.pdf` };
        }
      }
      // The previous copy's URL is part of the key: a renamed member gets a new copy, and a copy lost from
      // storage is made again, while repeated requests for the same one queue a single job.
      await enqueue(
        db,
        PERSONALISE_JOB,
        { copyId },
        {
          key: `${PERSONALISE_JOB}:${copyId}:${row.copy.personalisedUrl ?? "none"}:${Buffer.from(name).toString("base64url")}`,
        },
      );
      return { ready: false };
    },

    async adminList() {
      const rows = await repo.adminList(db);
      return {
        List: rows.map(({ manual, owners }) => ({
          Id: manual.id,
          Title: manual.title,
          Description: manual.description,
          Language: manual.language,
          Price: manual.priceCents / 100,
          CourseId: manual.courseId,
          Thumbnail: manual.thumbnailUrl,
          Owners: Number(owners),
          CreatedAt: manual.createdAt.toISOString(),
        })),
        TotalCount: rows.length,
      };
    },

    async create(details: ManualDetails, file: Buffer | undefined, thumbnail: Buffer | undefined) {
      await checkManualPdf(file);
      const fileUrl = await storage.put(SOURCE_FOLDER, "pdf", file as Buffer);
      const thumbnailUrl = thumbnail
        ? (await storeImage(storage, "manuals", thumbnail, { field: "Thumbnail" })).card
        : null;
      const row = await repo.insertManual(db, {
        title: details.Title,
        description: details.Description,
        language: details.Language,
        priceCents: dollarsToCents(details.Price),
        courseId: details.CourseId ?? null,
        fileUrl,
        thumbnailUrl,
      });
      return { Id: row.id };
    },

    async update(id: number, details: ManualDetails) {
      if (audit.recording()) {
        // The audit log's "before" (ADR 0088): what the form edits, not the private file's address.
        const manual = await repo.manualById(db, id);
        audit.before(
          { kind: "manual", id },
          manual && {
            Title: manual.title,
            Description: manual.description,
            Language: manual.language,
            PriceCents: manual.priceCents,
            CourseId: manual.courseId,
          },
        );
      }
      const row = await repo.updateManual(db, id, {
        title: details.Title,
        description: details.Description,
        language: details.Language,
        priceCents: dollarsToCents(details.Price),
        courseId: details.CourseId ?? null,
        updatedAt: clock.now(),
      });
      if (!row) throw notFound("NOT_FOUND", "manual.notFound");
      return { Id: row.id };
    },

    async grant(input: { UserId: number; ManualId: number }) {
      if (!(await repo.manualById(db, input.ManualId))) throw fieldError("ManualId", "manual.notFound");
      if (!(await repo.userExists(db, input.UserId))) throw fieldError("UserId", "manual.userUnknown");
      return db.transaction(async (tx) => {
        const copy = await grantManual(tx, input.UserId, input.ManualId, "admin", clock.now());
        return { Id: copy.id, PurchaseId: copy.purchaseId };
      });
    },
  };
}
export type ManualsService = ReturnType<typeof createManualsService>;

/** Makes a copy's personalised PDF and keeps it in private storage; the previous one is deleted. */
export function createPersonaliseHandler(deps: Pick<Deps, "db" | "storage">): JobHandler {
  const { db, storage } = deps;
  return async (payload) => {
    const copyId = Number((payload as { copyId?: unknown }).copyId);
    const row = await repo.copyForDownload(db, copyId);
    if (!row) return;
    const source = await storage.get(row.manual.fileUrl);
    if (!source) throw new Error(`manual ${row.manual.id} has lost its source file`);
    const name = `${row.firstName} ${row.lastName}`.trim();
    const bytes = await personalisePdf(source, name, row.copy.purchaseId);
    const url = await storage.put(COPY_FOLDER, "pdf", Buffer.from(bytes));
    const previous = await repo.setPersonalised(db, copyId, url, name);
    if (previous && previous !== url) await storage.delete(previous);
  };
}
