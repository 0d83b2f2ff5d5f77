import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewer, VIEWER_QUERY_KEY } from '@/api/viewer.ts';
import { apiGet } from '@/lib/api-client.ts';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { createTestQueryClient } from '@/test/render.tsx';
import { AppProviders } from './providers.tsx';

function SignedInAs() {
  const me = useViewer().data;
  return <p>{me === undefined ? 'loading' : me ? `signed in as ${me.user.name}` : 'signed out'}</p>;
}

/** Signed in, then some other request answers 401 with `code`. */
async function signedInThenA401(code: string, message: string) {
  const viewer = makeViewer();
  mockApi({
    'GET /api/me': { body: viewer },
    'GET /api/orders': { status: 401, body: { error: { code, message } } },
  });
  const client = createTestQueryClient();
  const screen = render(
    <AppProviders queryClient={client}>
      <SignedInAs />
    </AppProviders>,
  );
  await screen.findByText(`signed in as ${viewer.user.name}`);
  await client.fetchQuery({ queryKey: ['orders'], queryFn: () => apiGet('/orders') }).catch(() => undefined);
  return { client, screen, viewer };
}

describe('AppProviders', () => {
  it('ends the session on a 401 from any request, with no account menu on the screen', async () => {
    const { client, screen } = await signedInThenA401('unauthorized', 'Please sign in to continue.');
    await waitFor(() => expect(client.getQueryData(VIEWER_QUERY_KEY)).toBeNull());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('keeps the session on a 401 that ends none (a wrong password answers invalid_credentials)', async () => {
    const { client, screen, viewer } = await signedInThenA401(
      'invalid_credentials',
      'Incorrect email or password.',
    );
    expect(client.getQueryData(VIEWER_QUERY_KEY)).toEqual(viewer);
    expect(screen.getByText(`signed in as ${viewer.user.name}`)).toBeInTheDocument();
  });
});
