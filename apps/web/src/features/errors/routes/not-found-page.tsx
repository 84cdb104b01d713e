import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundContent } from '../components/not-found-content';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFoundContent />;
}
