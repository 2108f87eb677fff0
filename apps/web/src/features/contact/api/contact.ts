import type { ContactMessageForm, ContactMessageItem, ListData } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { ContactMessageItem };

/** POST Contact/ContactResponse (visitor or member). */
export function sendContactMessage(body: ContactMessageForm) {
  return apiRequest<null>("Contact/ContactResponse", { method: "POST", json: body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export interface ContactListParams {
  page: number;
  pageSize: number;
  search: string;
  status: "open" | "handled" | "all";
}

/** GET Contact/GetContactMessages (administrators), newest first. */
export function getContactMessages(params: ContactListParams): Promise<ListData<ContactMessageItem>> {
  return apiData("Contact/GetContactMessages", { query: { ...params, search: params.search || undefined } });
}

export function useContactMessages(params: ContactListParams) {
  return useQuery({
    queryKey: ["contact", "messages", params],
    queryFn: () => getContactMessages(params),
    placeholderData: keepPreviousData,
  });
}

/** PUT Contact/MarkContactMessageHandled/{id}: handled, or open again. */
export function markHandled({ id, handled }: { id: number; handled: boolean }) {
  return apiRequest<null>(`Contact/MarkContactMessageHandled/${id}`, { method: "PUT", json: { Handled: handled } });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["contact", "messages"] }),
  });
}
