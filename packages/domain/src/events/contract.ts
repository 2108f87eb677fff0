import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema, recordIdSchema } from "../shared/ids.ts";
import {
  eventCalendarQuerySchema,
  eventEditSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventReceiptSchema,
  rsvpInputSchema,
  rsvpResultSchema,
} from "./events.ts";

export const getEventAndStudyByGroup = defineCall({
  method: "GET",
  path: "/api/EventAndGroup/GetEventAndStudyByGroup",
  query: eventListQuerySchema,
  data: eventListSchema,
});

export const addEventAndGroup = defineCall({
  method: "POST",
  path: "/api/EventAndGroup/AddEventAndGroup",
  body: eventInputSchema,
  data: eventReceiptSchema,
});

export const editEventAndGroup = defineCall({
  method: "POST",
  path: "/api/EventAndGroup/EditEventAndGroup",
  body: eventEditSchema,
  data: eventReceiptSchema,
});

export const deleteEventAndGroup = defineCall({
  method: "DELETE",
  path: "/api/EventAndGroup/DeleteEventAndGroup/:id",
  params: idParamsSchema(),
  data: z.null(),
});

export const rsvpEventAndGroup = defineCall({
  method: "POST",
  path: "/api/EventAndGroup/RsvpEventAndGroup",
  body: rsvpInputSchema,
  data: rsvpResultSchema,
});

/** The event as an RFC 5545 calendar file. */
export const downloadEventCalendar = defineCall({
  method: "GET",
  path: "/api/EventAndGroup/DownloadEventCalendar/:eventId",
  params: z.object({ eventId: recordIdSchema() }),
  query: eventCalendarQuerySchema,
  file: "text/calendar",
  data: z.null(),
});
