import { useLingui } from '@lingui/react/macro';
import { PageNotFound } from '#web/components/ui/page-not-found';
import { paths } from '#web/lib/paths';

/** An unknown page inside the staff area (shown only once signed in). */
export function StaffNotFoundPage() {
  const { t } = useLingui();
  return <PageNotFound homeTo={paths.staffLocations()} homeLabel={t`Back to locations`} />;
}
