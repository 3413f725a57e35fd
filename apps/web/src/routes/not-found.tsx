import { PageNotFound } from '../components/ui/page-not-found';

export function NotFoundPage() {
  return <PageNotFound />;
}
