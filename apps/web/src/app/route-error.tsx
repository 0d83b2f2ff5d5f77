import { PRODUCT_NAME } from '@lekker/core/constants';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Last-resort error screen for errors thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A new deployment removes old page chunks: reloading fetches the current ones.
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  if (import.meta.env.DEV) console.error(error);
  const title = notFound ? 'Page not found' : 'Something went wrong';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <DocumentTitle title={title} />
      <p className="text-lg font-extrabold text-primary">{PRODUCT_NAME}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? "We couldn't find that page."
          : chunkFailed
            ? 'A newer version of Lekker Eats is available. Reload the page to continue.'
            : 'Sorry, this page failed to load. Reload to try again, or go back to the home page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {notFound ? null : <Button onClick={() => window.location.reload()}>Reload</Button>}
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}
