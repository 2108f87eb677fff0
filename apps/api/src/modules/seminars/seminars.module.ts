import type { ApiModule } from "../../http/module.ts";
import { createRefundRetryHandler, REFUND_RETRY_JOB } from "./seminars.jobs.ts";
import { seminarHead, seminarsRepository, seminarsSitemap } from "./seminars.repository.ts";
import { seminarRoutes } from "./seminars.routes.ts";
import { createSeminarService, MAIL_STUDENTS_JOB, type MailStudentsPayload } from "./seminars.service.ts";

/** Seminars: courses taught on dates by an instructor, their students and graduation (issue 8, ADR 0030). */
export const seminarsModule: ApiModule = {
  name: "seminars",
  pageHeads: { courseSeminar: seminarHead },
  sitemaps: [seminarsSitemap],
  register(app, deps) {
    // A seminar's notes can be read in the reader's language; its title is its course's (ADR 0097).
    deps.translations.register("seminar", {
      source: async (db, id) => {
        const row = await seminarsRepository.findById(db, id);
        return row && { Notes: row.notes };
      },
    });
    seminarRoutes(app, deps, createSeminarService(deps));
  },
  jobs(deps) {
    const service = createSeminarService(deps);
    return {
      [MAIL_STUDENTS_JOB]: (payload, job) => service.mailStudents(payload as MailStudentsPayload, job),
      [REFUND_RETRY_JOB]: createRefundRetryHandler(deps),
    };
  },
};
