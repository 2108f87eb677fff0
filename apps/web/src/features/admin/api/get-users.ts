import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export interface AdminUser {
  Id: number;
  Email: string;
  FirstName: string;
  LastName: string;
  AccountType: number;
  MembershipId: number | null;
  IsLocked: boolean;
  IsConfirmed: boolean;
  CreatedAt: string;
}

export interface Paged<T> {
  List: T[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}

export interface GetUsersParams {
  page: number;
  pageSize: number;
  search: string;
}

/** GET Admin/GetUsers?page&pageSize&search. */
export function getUsers(params: GetUsersParams): Promise<Paged<AdminUser>> {
  return apiData<Paged<AdminUser>>("Admin/GetUsers", { query: { ...params } });
}

export const usersQuery = (params: GetUsersParams) =>
  queryOptions({ queryKey: ["admin", "users", params], queryFn: () => getUsers(params) });

export function useUsers(params: GetUsersParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
