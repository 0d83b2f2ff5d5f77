import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Any path that matches no route. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <DocumentTitle title="Page not found" />
      <p aria-hidden="true" className="text-6xl font-extrabold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        We couldn't find <span className="font-mono break-all text-foreground">{pathname}</span>. The link may
        be old or mistyped.
      </p>
      <Button asChild size="lg">
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}

export { NotFoundPage as Component };
