import { QueryClient } from "@tanstack/react-query";
import type { ScreenLoader } from "../src/shared/routing/route-loader.ts";

/**
 * Runs a screen's loader for an address, as the router does on a navigation, into a fresh query cache; `params` are
 * the route pattern's (`{ id: "12" }` for `/students/:id`).
 */
export async function runLoader(
  loader: ScreenLoader | undefined,
  address: string,
  params: Record<string, string> = {},
): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!loader) throw new Error("no loader");
  const run = loader({ client, language: () => "en" });
  await run({ request: new Request(`http://app.test${address}`), params, context: undefined } as never);
  return client;
}
