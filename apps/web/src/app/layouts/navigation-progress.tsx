import { useNavigation } from 'react-router';
import { usePageCodeLoading } from '../address-first';

/** A thin indeterminate bar along the top edge while the next page's code is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const pageCodeLoading = usePageCodeLoading();
  if (navigation.state === 'idle' && !pageCodeLoading) return null;
  return (
    <progress
      className="progress progress-primary fixed inset-x-0 top-0 z-[70] h-1 w-full rounded-none"
      aria-label="Loading page"
    />
  );
}
