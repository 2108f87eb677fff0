import { DOWNLOAD_GROUP_PAGE_SIZE } from "@haa/domain";
import type { LibraryParams } from "./media.ts";

/** Videos a page of /videos shows. */
export const VIDEOS_PAGE_SIZE = 12;

/** A library list's state in its address (?page, ?search, and ?category or ?group): read alike by screen and loader. */
function listFrom(params: URLSearchParams, shelfKey: string, pageSize: number): LibraryParams {
  const number = (name: string, min: number) => Math.max(min, Number.parseInt(params.get(name) ?? "", 10) || min);
  return { page: number("page", 1), pageSize, search: params.get("search") ?? "", shelf: number(shelfKey, 0) };
}

/** What /videos lists, from its address. */
export const videoListParams = (params: URLSearchParams) => listFrom(params, "category", VIDEOS_PAGE_SIZE);

/** What /Downloads lists, from its address. */
export const downloadListParams = (params: URLSearchParams) => listFrom(params, "group", DOWNLOAD_GROUP_PAGE_SIZE);
