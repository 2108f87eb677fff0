// Route module of the contact form and its administration (one lazy chunk), and the inbox's loader.

import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { contactListParams, contactMessagesQuery } from "./api/contact.ts";

export { AdminContactPage } from "./components/admin-contact-page.tsx";
export { ContactPage } from "./components/contact-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/contact: the page of messages the address names, under its status and search.
  adminContact: adminLoader(({ client, url }) => [
    client.ensureQueryData(contactMessagesQuery(contactListParams(url.searchParams))),
  ]),
};
