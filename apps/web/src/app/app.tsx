import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

/**
 * Providers around the router; the router's root route adds the toasts and the login dialog. The query client
 * comes from the start-up, which fills it with the first screen's reads before the first render.
 */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
