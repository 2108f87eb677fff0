import { type AdminUser, contract, type ListData } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

/** The shared schemas' types: the same shape the server declares for Admin/GetUsers. */
export type { AdminUser };
export type Paged<T> = ListData<T>;

/** The users table's page size. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** What the users table shows first: page 1, no search (the table keeps its page and search in its own state). */
export const FIRST_USERS_PAGE: GetUsersParams = { page: 1, pageSize: ADMIN_USERS_PAGE_SIZE, search: "" };

export interface GetUsersParams {
  page: number;
  pageSize: number;
  search: string;
}

/** GET Admin/GetUsers?page&pageSize&search. */
export function getUsers(params: GetUsersParams): Promise<Paged<AdminUser>> {
  return callData(contract.admin.getUsers, { query: { ...params } });
}

export const usersQuery = (params: GetUsersParams) =>
  queryOptions({ queryKey: ["admin", "users", params], queryFn: () => getUsers(params) });

export function useUsers(params: GetUsersParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
