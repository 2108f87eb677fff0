import { loadNamespaces } from "../i18n/i18n.ts";
import { loadChunk } from "../lazy-chunk.ts";
import type { Chunk } from "./area.ts";

/** Loads a lazy part of an area and the translation namespaces it needs, together (ADR 0099). */
export function loadPart<M>(part: Chunk<M>): Promise<M> {
  return Promise.all([loadChunk(part.load), loadNamespaces(part.namespaces)]).then(([module]) => module);
}
