// Route module of the digital manuals area (one lazy chunk): the member's manuals, and their loader.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { manualsForSaleQuery, myManualsParams, myManualsQuery } from "./api/manuals.ts";

export { MyManualsPage } from "./components/my-manuals-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /mymanuals: the page of the member's manuals the address names, and the manuals on sale below them.
  myManuals: memberLoader(({ client, url, userId }) => [
    client.ensureQueryData(myManualsQuery(userId, myManualsParams(url.searchParams))),
    client.ensureQueryData(manualsForSaleQuery()),
  ]),
};
