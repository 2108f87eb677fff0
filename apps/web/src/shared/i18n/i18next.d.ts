import "i18next";
import type { EnglishCatalogues, WebNamespace } from "@haa/domain";

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

// Translation keys are checked at compile time against the English catalogue of every web namespace: the ones the
// areas' manifests load with their chunks, and `common` (a test holds WEB_NAMESPACES to exactly those, ADR 0099).
// The server namespace is not here, so the web cannot name a key it never downloads. The types see one merged
// catalogue (keys carry their group, never the namespace; at run time i18next finds a key in whichever loaded
// namespace holds it, `fallbackNS`): typing each namespace with a fallbackNS list makes TypeScript expand every
// combination and give up (TS2589) once there are a handful of namespaces.
type WebCatalogue = UnionToIntersection<EnglishCatalogues[WebNamespace]>;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: WebCatalogue };
  }
}
