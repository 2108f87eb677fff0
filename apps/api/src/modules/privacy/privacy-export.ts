import { PassThrough, type Readable } from "node:stream";
import { csvCell } from "@haa/domain";
import { Zip, ZipDeflate } from "fflate";
import type { Db } from "../../db/types.ts";
import type { ExportRow, PersonalData } from "../account/personal-data.port.ts";

type Section = ReturnType<PersonalData["exportSections"]>[number];

const encoder = new TextEncoder();

/** One CSV cell of an export row: booleans as true/false, the rest by the one CSV rule (formulas defused). */
const cell = (value: ExportRow[string]) => csvCell(typeof value === "boolean" ? String(value) : value);
const csvLine = (values: ExportRow[string][]) => `${values.map(cell).join(",")}\r\n`;

/**
 * The member's data as a ZIP streamed while it is read (ADR 0089): one CSV per section, then `data.json` with every
 * section. Each section is read a page at a time, twice (once per file), so memory holds one page and what the
 * socket has not taken yet, however many posts the member wrote. fflate writes one file's bytes after another, so the
 * files are written in turn, not side by side.
 */
export function exportZip(db: Db, userId: number, sections: Section[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Waits for the client to take what is written; a client that went away stops the reading.
  const drained = async () => {
    if (out.destroyed) throw new Error("the data export's client went away");
    if (!out.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.once("drain", done);
      out.once("close", done);
    });
  };

  async function write() {
    for (const { section, rows } of sections) {
      const file = new ZipDeflate(`${section}.csv`, { level: 6 });
      zip.add(file);
      let columns: string[] | undefined;
      for await (const row of rows(db, userId)) {
        if (!columns) {
          columns = Object.keys(row);
          file.push(encoder.encode(csvLine(columns)));
        }
        file.push(encoder.encode(csvLine(columns.map((column) => row[column] ?? null))));
        await drained();
      }
      file.push(new Uint8Array(0), true);
    }
    const json = new ZipDeflate("data.json", { level: 6 });
    zip.add(json);
    json.push(encoder.encode("{"));
    for (const [index, { section, rows }] of sections.entries()) {
      json.push(encoder.encode(`${index ? "," : ""}\n  ${JSON.stringify(section)}: [`));
      let first = true;
      for await (const row of rows(db, userId)) {
        json.push(encoder.encode(`${first ? "" : ","}\n    ${JSON.stringify(row)}`));
        first = false;
        await drained();
      }
      json.push(encoder.encode(first ? "]" : "\n  ]"));
    }
    json.push(encoder.encode("\n}\n"), true);
    zip.end();
  }

  write().catch((error) => {
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
