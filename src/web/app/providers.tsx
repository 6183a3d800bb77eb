import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ToastOutlet } from "../components/toast-outlet.js";
import { authUserQueryKey } from "../features/auth/index.js";
import { createQueryClient } from "../lib/query-client.js";
import { AppErrorBoundary } from "./app-error-boundary.js";

export function AppProviders({ knownVisitor, children }: { knownVisitor: boolean; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (knownVisitor) client.setQueryData(authUserQueryKey, null);
    return client;
  });
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
