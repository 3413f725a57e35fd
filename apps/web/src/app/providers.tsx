import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#web/components/ui/toast';
import { createQueryClient } from '#web/lib/query-client';

/** Everything outside the router: data cache and toasts. (The session provider sits inside the router.) */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
