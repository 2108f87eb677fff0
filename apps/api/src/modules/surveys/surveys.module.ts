import type { ApiModule } from "../../http/module.ts";
import { surveyRoutes } from "./surveys.routes.ts";
import { createSurveyService, dailyInvitations } from "./surveys.service.ts";
import { surveysExport } from "./surveys-export.repository.ts";

/** Course evaluations: questions, answers, the instructor's aggregate and the daily invitations (ADR 0033). */
export const surveysModule: ApiModule = {
  name: "surveys",
  register(app, deps) {
    deps.personalData.registerExport("surveyAnswers", surveysExport.answers);
    deps.personalData.register("surveys", async (tx, userId) => {
      await surveysExport.eraseResponses(tx, userId);
      return undefined;
    });
    surveyRoutes(app, createSurveyService(deps));
  },
  jobs: (deps) => {
    const invitations = dailyInvitations(deps);
    return { [invitations.name]: invitations.handler };
  },
  // The daily run reschedules itself; this makes sure the chain exists.
  onStart: (deps) => dailyInvitations(deps).schedule(deps.clock.now()),
};
