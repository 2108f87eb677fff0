import { contract, type EventInputForm, type EventItem, type EventList, type EventListFilters } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData, callUrl } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";

export type { EventItem, EventList };

export interface EventListParams {
  search: string;
  filters: EventListFilters;
}

const EVENT_TYPES = ["Event", "StudyGroup"] as const;
const EVENT_MODES = ["Online", "InPerson"] as const;

/**
 * The list as its URL says (?search, ?type, ?mode, ?country): the screen and its route loader work it out alike,
 * so they read the same query.
 */
export function eventListOf(params: URLSearchParams) {
  const search = params.get("search") ?? "";
  const type = EVENT_TYPES.find((value) => value === params.get("type"));
  const mode = EVENT_MODES.find((value) => value === params.get("mode"));
  const country = params.get("country") ?? "";
  const filters: EventListFilters = {
    ...(type ? { Type: type } : {}),
    ...(mode ? { Mode: mode } : {}),
    ...(country ? { Country: country } : {}),
  };
  const list: EventListParams = { search, filters };
  return { search, type, mode, country, list };
}

/** GET EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all&search&filters (spec §9: loaded whole). */
export function getEvents(params: EventListParams, signal?: AbortSignal): Promise<EventList> {
  const hasFilters = Object.keys(params.filters).length > 0;
  return callData(contract.events.getEventAndStudyByGroup, {
    signal,
    query: {
      page: 1,
      pageSize: "all",
      search: params.search || undefined,
      filters: hasFilters ? JSON.stringify(params.filters) : undefined,
    },
  });
}

const eventKeys = {
  all: ["events"] as const,
  list: (params: EventListParams) => [...eventKeys.all, "list", params] as const,
};

export const eventsQuery = (params: EventListParams) =>
  queryOptions({ queryKey: eventKeys.list(params), queryFn: ({ signal }) => getEvents(params, signal) });

export function useEvents(params: EventListParams) {
  return useQuery({ ...eventsQuery(params), placeholderData: keepPreviousData });
}

/** POST EventAndGroup/AddEventAndGroup, or EditEventAndGroup when the form carries an Id. */
export function saveEvent(body: EventInputForm & { Id?: number }) {
  const { Id, ...fields } = body;
  return Id
    ? callApi(contract.events.editEventAndGroup, { body: { ...fields, Id } })
    : callApi(contract.events.addEventAndGroup, { body: fields });
}

export function deleteEvent(id: number) {
  return callApi(contract.events.deleteEventAndGroup, { params: { id } });
}

export function rsvp(body: { EventId: number; Going: boolean }) {
  return callApi(contract.events.rsvpEventAndGroup, { body });
}

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export const useSaveEvent = () => useInvalidating(saveEvent);
export const useDeleteEvent = () => useInvalidating(deleteEvent);
export const useRsvp = () => useInvalidating(rsvp);

/** Fetches the .ics (behind the key and the bearer) and hands it to the browser as a download. */
export async function downloadCalendar(eventId: number, occurrence?: string): Promise<void> {
  const blob = await apiBlob(
    callUrl(contract.events.downloadEventCalendar, {
      params: { eventId },
      query: { occurrence: occurrence || undefined },
    }),
  );
  const url = URL.createObjectURL(new Blob([blob], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `event-${eventId}${occurrence ? `-${occurrence.slice(0, 10)}` : ""}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
