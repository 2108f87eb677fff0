import type { ApiModule } from "../../http/module.ts";
import { seedDemoSeminars } from "./seminars.seed.ts";

/** Seminars: courses taught on dates by an instructor, their students and graduation (issue 8). */
export const seminarsModule: ApiModule = {
  name: "seminars",
  register() {},
  seedDemo: seedDemoSeminars,
};
