import { formatPrice } from "../../../shared/i18n/format.ts";

/** The API answers dollars (spec style); the shared formatter takes cents. */
export const usd = (dollars: number) => formatPrice(Math.round(dollars * 100));
