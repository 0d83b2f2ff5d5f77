import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut, VIEWER_QUERY_KEY } from '@/api/viewer.ts';
import { toast } from '@/lib/toast.ts';
import { clearLocalAppState } from '../storage.ts';
import { errorMessage } from './auth-request.ts';

const isViewerQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === VIEWER_QUERY_KEY[0];

/**
 * Sign out everywhere, forget the local auth and app keys (and the preferred role), drop every cached answer
 * that belonged to the user and go home (or to `redirectTo`).
 */
export function useSignOut({ redirectTo = '/' }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      clearLocalAppState();
      queryClient.setQueryData(VIEWER_QUERY_KEY, null);
      await navigate(redirectTo, { replace: true });
      queryClient.removeQueries({ type: 'inactive', predicate: (q) => !isViewerQuery(q) });
      await queryClient.invalidateQueries({ predicate: (q) => !isViewerQuery(q) });
      toast.success('Signed out', { description: 'You are signed out on all your devices.' });
    },
    onError: (error) => {
      toast.error('Sign out failed', { description: errorMessage(error) });
    },
  });
}
