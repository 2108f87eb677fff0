import type { ApiModule } from "../../http/module.ts";
import { creditsRoutes } from "./credits.routes.ts";
import { createCreditsService, reminderScan } from "./credits.service.ts";
import { creditsExport } from "./credits-export.repository.ts";

/** CE credits: the member's ledger and transcripts, exams and results, cycles and their reminders (ADR 0032). */
export const creditsModule: ApiModule = {
  name: "credits",
  register(app, deps) {
    deps.personalData.registerExport("ceLedger", creditsExport.ledger);
    deps.personalData.registerExport("examResults", creditsExport.examResults);
    creditsRoutes(app, createCreditsService(deps));
  },
  jobs: (deps) => {
    const scan = reminderScan(deps);
    return { [scan.name]: scan.handler };
  },
  // The daily reminder scan reschedules itself; this makes sure the chain exists.
  onStart: (deps) => reminderScan(deps).schedule(deps.clock.now()),
};
