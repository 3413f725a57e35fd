import { exportLocationMenu } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The location's menu as CSV text (README, "Menu CSV"). */
export function exportMenu(vendorLocationId: string): Promise<string> {
  return callEndpoint<typeof exportLocationMenu, string>(exportLocationMenu, {
    params: { vendorLocationId },
    responseAs: 'text',
  });
}

/** Downloads the menu as menu-{location}.csv. */
export function useExportMenu(vendorLocationId: string) {
  return useMutation({
    mutationFn: () => exportMenu(vendorLocationId),
    onSuccess: (csv) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `menu-${vendorLocationId}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
