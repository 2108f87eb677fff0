import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  adminContactListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
  markContactHandledSchema,
} from "./contact.ts";

export const contactResponse = defineCall({
  method: "POST",
  path: "/api/Contact/ContactResponse",
  body: contactMessageSchema,
  data: z.null(),
});

export const getContactMessages = defineCall({
  method: "GET",
  path: "/api/Contact/GetContactMessages",
  query: adminContactListQuerySchema,
  data: contactMessageListSchema,
});

export const markContactMessageHandled = defineCall({
  method: "PUT",
  path: "/api/Contact/MarkContactMessageHandled/:id",
  params: idParamsSchema("contact.notFound"),
  body: markContactHandledSchema,
  data: z.null(),
});
