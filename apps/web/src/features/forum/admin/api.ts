import type { AdminForumCategory, ForumAuditEntry, ForumModerationState, ListData } from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

const keys = {
  categories: ["forum", "admin", "categories"] as const,
  state: ["forum", "admin", "state"] as const,
  audit: (page: number) => ["forum", "admin", "audit", page] as const,
};

export const useAdminCategories = () =>
  useQuery({
    queryKey: keys.categories,
    queryFn: () => apiData<AdminForumCategory[]>("Forum/AdminGetForumCategories"),
  });
export const useModerationState = () =>
  useQuery({ queryKey: keys.state, queryFn: () => apiData<ForumModerationState>("Forum/AdminGetForumModeration") });
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: keys.audit(page),
    queryFn: () => apiData<ListData<ForumAuditEntry>>(`Forum/AdminGetForumAuditLog/${page}`),
  });

/** Every administration write refreshes the whole forum (lists, boards, the log). */
function useAdminWrite<I>(call: (input: I) => Promise<{ Message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["forum"] }) });
}

export const useSaveCategory = () =>
  useAdminWrite(
    (input: { CategoryId?: number; Name: string; Description: string; SortOrder: number; Archived?: boolean }) =>
      input.CategoryId
        ? apiRequest<null>("Forum/AdminEditForumCategory", { method: "PUT", json: { Archived: false, ...input } })
        : apiRequest<unknown>("Forum/AdminAddForumCategory", { method: "POST", json: input }),
  );
export const useModeratePost = () =>
  useAdminWrite((input: { ForumId: number; Action: string; Reason: string }) =>
    apiRequest<null>("Forum/ModerateForum", { method: "POST", json: input }),
  );
export const useSetModerator = () =>
  useAdminWrite((input: { MemberId: number; IsModerator: boolean }) =>
    apiRequest<null>("Forum/AdminSetForumModerator", { method: "POST", json: input }),
  );
export const useSuspend = () =>
  useAdminWrite((input: { MemberId: number; Until: string | null; Reason: string }) =>
    apiRequest<null>("Forum/AdminSuspendMember", { method: "POST", json: input }),
  );
