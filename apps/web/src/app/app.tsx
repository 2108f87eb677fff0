import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "./query-client.ts";

/** Providers around the router; the router's root route adds the toasts and the login dialog. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
