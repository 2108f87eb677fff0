import { type ContactMessageForm, type ContactMessageItem, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";

export type { ContactMessageItem };

/** POST Contact/ContactResponse (visitor or member). */
export function sendContactMessage(body: ContactMessageForm) {
  return callApi(contract.contact.contactResponse, { body });
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

/** Messages a page of the inbox shows. */
export const CONTACT_PAGE_SIZE = 20;

/** The inbox's status filters, in the order the filter offers them. */
export const CONTACT_STATUSES: readonly ContactListParams["status"][] = ["open", "handled", "all"];

/** What /admin/contact lists, from its address (?status, all unless it names another; ?search, ?page). */
export function contactListParams(params: URLSearchParams): ContactListParams {
  const raw = params.get("status") ?? "all";
  const status = (CONTACT_STATUSES as readonly string[]).includes(raw) ? (raw as ContactListParams["status"]) : "all";
  return { page: pageFrom(params), pageSize: CONTACT_PAGE_SIZE, search: params.get("search") ?? "", status };
}

const contactKeys = {
  messages: ["contact", "messages"] as const,
  messageList: (params: ContactListParams) => [...contactKeys.messages, params] as const,
};

/** GET Contact/GetContactMessages (administrators), newest first. */
export const contactMessagesQuery = (params: ContactListParams) =>
  queryOptions({
    queryKey: contactKeys.messageList(params),
    queryFn: ({ signal }) =>
      callData(contract.contact.getContactMessages, {
        query: { ...params, search: params.search || undefined },
        signal,
      }),
  });

export function useContactMessages(params: ContactListParams) {
  return useQuery({ ...contactMessagesQuery(params), placeholderData: keepPreviousData });
}

/** PUT Contact/MarkContactMessageHandled/{id}: handled, or open again. */
export function markHandled({ id, handled }: { id: number; handled: boolean }) {
  return callApi(contract.contact.markContactMessageHandled, { params: { id }, body: { Handled: handled } });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.messages }),
  });
}
