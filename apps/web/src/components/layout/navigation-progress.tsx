import { useNavigation } from 'react-router';

/**
 * Thin bar at the top of the viewport while the router loads the next page (its lazy module or loader);
 * the current page stays visible underneath.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="animate-progress h-full w-2/5 rounded-full bg-primary" />
    </div>
  );
}
