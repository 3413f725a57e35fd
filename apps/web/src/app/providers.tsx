import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#web/components/ui/toast';
import { i18n } from '#web/lib/i18n/runtime';
import { createQueryClient } from '#web/lib/query-client';

/** Everything outside the router: language, data cache and toasts. (The session provider sits inside the router.) */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
