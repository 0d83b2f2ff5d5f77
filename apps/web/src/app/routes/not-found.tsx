import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Any path that matches no route. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <p aria-hidden="true" className="text-6xl font-extrabold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">
        <Message
          id="notFound.body"
          elements={{ path: <span className="font-mono break-all text-foreground">{pathname}</span> }}
        />
      </p>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.back')}</Link>
      </Button>
    </div>
  );
}

export { NotFoundPage as Component };
