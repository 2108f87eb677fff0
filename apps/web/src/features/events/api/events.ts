import type { EventEdit, EventInputForm, EventItem, EventList, EventListFilters, RsvpResult } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiData, apiRequest } from "../../../shared/api/client.ts";

export type { EventItem, EventList };

export interface EventListParams {
  search: string;
  filters: EventListFilters;
}

/** GET EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all&search&filters (spec §9: loaded whole). */
export function getEvents(params: EventListParams): Promise<EventList> {
  const hasFilters = Object.keys(params.filters).length > 0;
  return apiData("EventAndGroup/GetEventAndStudyByGroup", {
    query: {
      page: 1,
      pageSize: "all",
      search: params.search || undefined,
      filters: hasFilters ? JSON.stringify(params.filters) : undefined,
    },
  });
}

export function useEvents(params: EventListParams) {
  return useQuery({
    queryKey: ["events", "list", params],
    queryFn: () => getEvents(params),
    placeholderData: keepPreviousData,
  });
}

/** POST EventAndGroup/AddEventAndGroup, or EditEventAndGroup when the form carries an Id. */
export function saveEvent(body: EventInputForm & { Id?: number }) {
  const path = body.Id ? "EventAndGroup/EditEventAndGroup" : "EventAndGroup/AddEventAndGroup";
  return apiRequest<{ Id: number }>(path, { method: "POST", json: body as EventInputForm | EventEdit });
}

export function deleteEvent(id: number) {
  return apiRequest<null>(`EventAndGroup/DeleteEventAndGroup/${id}`, { method: "DELETE" });
}

export function rsvp(body: { EventId: number; Going: boolean }) {
  return apiRequest<RsvpResult>("EventAndGroup/RsvpEventAndGroup", { method: "POST", json: body });
}

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["events"] }),
  });
}

export const useSaveEvent = () => useInvalidating(saveEvent);
export const useDeleteEvent = () => useInvalidating(deleteEvent);
export const useRsvp = () => useInvalidating(rsvp);

/** Fetches the .ics (behind the key and the bearer) and hands it to the browser as a download. */
export async function downloadCalendar(eventId: number, occurrence?: string): Promise<void> {
  const query = occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : "";
  const blob = await apiBlob(`/api/EventAndGroup/DownloadEventCalendar/${eventId}${query}`);
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
