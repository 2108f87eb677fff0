import type { ApiModule } from "../../http/module.ts";
import { contactRoutes } from "./contact.routes.ts";
import { createContactService } from "./contact.service.ts";

/** The contact form and the administrator's inbox of its messages. */
export const contactModule: ApiModule = {
  name: "contact",
  register(app, deps) {
    contactRoutes(app, deps, createContactService(deps));
  },
};
