import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import { listQuerySchema } from "../shared/list.ts";
import {
  addNewsLetterResultSchema,
  addNewsLetterSchema,
  addNewsletterIssueSchema,
  adminNewsletterIssueListSchema,
  adminNewsletterIssueSchema,
  adminNewsletterListSchema,
  memberNewslettersSchema,
  newsLetterByUserQuerySchema,
  newsletterIssueListQuerySchema,
  newsletterIssueListSchema,
  newsletterIssueSchema,
  newsletterListSchema,
  newsletterTokenSchema,
  unsubscribeResultSchema,
  updateNewsLetterSchema,
} from "./newsletters.ts";

const idParams = idParamsSchema("newsletter.issueNotFound");

export const addNewsLetter = defineCall({
  method: "POST",
  path: "/api/NewsLetter/AddNewsLetter",
  body: addNewsLetterSchema,
  data: addNewsLetterResultSchema,
});

export const getNewsLetterbyUserId = defineCall({
  method: "GET",
  path: "/api/NewsLetter/GetNewsLetterbyUserId",
  query: newsLetterByUserQuerySchema,
  data: memberNewslettersSchema,
});

export const updateNewsLetter = defineCall({
  method: "PUT",
  path: "/api/NewsLetter/UpdateNewsLetter",
  body: updateNewsLetterSchema,
  data: memberNewslettersSchema,
});

export const getNewsLetters = defineCall({
  method: "GET",
  path: "/api/NewsLetter/GetNewsLetters",
  data: newsletterListSchema,
});

export const confirmSubscription = defineCall({
  method: "POST",
  path: "/api/NewsLetter/ConfirmSubscription",
  body: newsletterTokenSchema,
  data: z.null(),
});

export const unsubscribe = defineCall({
  method: "POST",
  path: "/api/NewsLetter/Unsubscribe",
  body: newsletterTokenSchema,
  data: unsubscribeResultSchema,
});

export const getNewsLetterIssues = defineCall({
  method: "GET",
  path: "/api/NewsLetter/GetNewsLetterIssues",
  query: newsletterIssueListQuerySchema,
  data: newsletterIssueListSchema,
});

export const getNewsLetterIssueById = defineCall({
  method: "GET",
  path: "/api/NewsLetter/GetNewsLetterIssueById/:id",
  params: idParams,
  data: newsletterIssueSchema,
});

export const adminGetNewsLetters = defineCall({
  method: "GET",
  path: "/api/NewsLetter/AdminGetNewsLetters",
  data: adminNewsletterListSchema,
});

export const adminGetNewsLetterIssues = defineCall({
  method: "GET",
  path: "/api/NewsLetter/AdminGetNewsLetterIssues",
  query: listQuerySchema({ defaultPageSize: 20, maxPageSize: 50 }),
  data: adminNewsletterIssueListSchema,
});

export const adminGetNewsLetterIssueById = defineCall({
  method: "GET",
  path: "/api/NewsLetter/AdminGetNewsLetterIssueById/:id",
  params: idParams,
  data: adminNewsletterIssueSchema,
});

export const adminAddNewsLetterIssue = defineCall({
  method: "POST",
  path: "/api/NewsLetter/AdminAddNewsLetterIssue",
  body: addNewsletterIssueSchema,
  data: adminNewsletterIssueSchema,
});

export const adminSendNewsLetterIssue = defineCall({
  method: "POST",
  path: "/api/NewsLetter/AdminSendNewsLetterIssue/:id",
  params: idParams,
  data: adminNewsletterIssueSchema,
});

export const adminDeleteNewsLetterIssue = defineCall({
  method: "DELETE",
  path: "/api/NewsLetter/AdminDeleteNewsLetterIssue/:id",
  params: idParams,
  data: z.null(),
});
