import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Toaster } from "../src/shared/ui/toast/toaster.tsx";

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders a screen inside a memory router (at `path`), a fresh query client and the toast region, with a
 * stand-in page at "/" so navigations home can be observed.
 */
export interface RenderRouteOptions {
  path?: string;
  url?: string;
  extraRoutes?: RouteObject[];
}

export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const { path = "/screen", extraRoutes = [] } = options;
  const url = options.url ?? path;
  const router = createMemoryRouter([{ path, element }, { path: "/", element: <p>Home page</p> }, ...extraRoutes], {
    initialEntries: [url],
  });
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
