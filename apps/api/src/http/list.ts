import type { ListData, ListQuery } from "@haa/domain";

/** The page of a `{page}` route: the path segment wins over the `page` query parameter. */
export function withPathPage<Q extends { page: number }>(query: Q, params: { page?: number | undefined }): Q {
  return params.page === undefined ? query : { ...query, page: params.page };
}

/** The list answer of every list call (architecture "Lists"). */
export function listData<T>(
  list: T[],
  total: number,
  query: Pick<ListQuery<unknown>, "page" | "pageSize">,
): ListData<T> {
  return { List: list, TotalCount: total, Page: query.page, PageSize: query.pageSize };
}
