import { PageNotFound } from '#web/components/ui/page-not-found';
import { paths } from '#web/lib/paths';

/** 'Page Not Found' inside the staff area: an unknown page or location, with the way back to location selection. */
export function StaffNotFound() {
  return <PageNotFound homeTo={paths.staffLocations()} homeLabel="Back to locations" />;
}
