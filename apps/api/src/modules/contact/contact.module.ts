import type { ApiModule } from "../../http/module.ts";
import { contactRepository } from "./contact.repository.ts";
import { contactRoutes } from "./contact.routes.ts";
import { createContactService } from "./contact.service.ts";

/** The contact form and the administrator's inbox of its messages. */
export const contactModule: ApiModule = {
  name: "contact",
  register(app, deps) {
    // The messages stay in the inbox; they no longer point at the deleted account.
    deps.personalData.register("contact", async (tx, userId) => {
      await contactRepository.forgetUser(tx, userId);
      return undefined;
    });
    contactRoutes(app, deps, createContactService(deps));
  },
};
