// POPIA in the product (docs/decisions/067-privacy-export-and-deletion.md): your data, your account's deletion, the
// admin's breach lookup.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';

/** GET /api/me/export: the archive of everything held about the signed-in person, with its file name. */
export async function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  const { data, response } = await api.GET('/me/export', { parseAs: 'blob' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'lekker-eats-my-data.zip';
  return { blob: data as unknown as Blob, filename };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
}

/** DELETE /api/me with the password typed again. */
export function deleteMyAccount(input: Schemas['DeleteAccount']) {
  return body(api.DELETE('/me', { body: input }));
}

export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: (result) => {
      // Signed out everywhere: nothing cached of the account may stay on the screen.
      if (result.status === 'deleted') queryClient.clear();
    },
  });
}

/** POST /api/admin/privacy/affected: the people a compromise concerns. */
export function findAffectedPeople(input: Schemas['AffectedQuery']) {
  return body(api.POST('/admin/privacy/affected', { body: input }));
}

export function useAffectedPeople() {
  return useMutation({ mutationFn: findAffectedPeople });
}
