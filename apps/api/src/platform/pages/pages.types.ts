import type { InterfaceLanguage } from "@haa/domain";
import type { Db } from "../../db/types.ts";

/** The page an item reader is asked about: the route's path parameters and query, in the page's language. */
export interface PageItemRef {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  language: InterfaceLanguage;
  now: Date;
}

/** What a module says about one of its items for the page's <head> (ADR 0095); all plain text, unescaped. */
export interface PageItemHead {
  title: string;
  /** Plain text (the platform trims it to about 160 characters); empty: the route's own description. */
  description: string;
  /** The item's picture (site-relative or absolute); none: the site's default image. */
  image?: string | null;
  /** Open Graph type; `website` when not given. */
  type?: "article" | "product" | "profile" | "website";
  /** The page's own address when the route's path alone does not name the item (a help article by query). */
  path?: string;
}

/**
 * A module's reader for the pages of one web route (keyed by the web registry's route key): one indexed read of
 * a public item, or undefined when it does not exist or is not public (the page then answers 404). Never writes.
 */
export type PageHeadReader = (db: Db, ref: PageItemRef) => Promise<PageItemHead | undefined>;

/** One public item of a sitemap: its path (without the language) and when it last changed. */
export interface SitemapEntry {
  path: string;
  updatedAt?: Date | null;
}

/**
 * A module's public list for the sitemap (ADR 0095): files cover fixed id ranges, so a file is one keyset read of
 * at most `SITEMAP_ID_BLOCK` ids, and the index needs only each list's highest id (one index lookup).
 */
export interface SitemapSource {
  /** Lower-case letters: the file names are `/sitemaps/<name>-<n>.xml`. */
  name: string;
  /** The highest id the list may hold (public or not), 0 when empty. */
  lastId(db: Db): Promise<number>;
  /** The public items with `after < id <= upTo`, by id. */
  entries(db: Db, range: { after: number; upTo: number; now: Date }): Promise<SitemapEntry[]>;
}
