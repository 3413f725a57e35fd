import { useLingui } from '@lingui/react/macro';
import { PageNotFound } from '#web/components/ui/page-not-found';
import { paths } from '#web/lib/paths';

/** 'Page Not Found' inside the staff area: an unknown page or location, with the way back to location selection. */
export function StaffNotFound() {
  const { t } = useLingui();
  return <PageNotFound homeTo={paths.staffLocations()} homeLabel={t`Back to locations`} />;
}
