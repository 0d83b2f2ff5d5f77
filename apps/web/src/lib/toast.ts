// The app's toasts, with sonner loaded on the first toast instead of with the shell: a first visit to `/` shows no
// toast, so it does not download sonner (~10 KB gzip; docs/decisions/028-light-shell.md). Same calls as sonner's
// `toast` (title, options; success/error/info/warning/dismiss); <LazyToaster> in the providers mounts sonner's
// Toaster once sonner is here, and sonner replays toasts made before its Toaster subscribed.
import type { ExternalToast } from 'sonner';
import { deferredModule } from './deferred-module.ts';

type Sonner = typeof import('sonner');
type Title = Parameters<Sonner['toast']>[0];

const sonner = deferredModule(() => import('sonner'));

/** Loads sonner (once); resolves when toasts show synchronously. Tests call it up front. */
export const loadToasts = sonner.load;

let requested = false;

/** Runs `show` with sonner now when it is loaded, else as soon as it is. */
function withSonner(show: (module: Sonner) => void): void {
  requested = true;
  const loaded = sonner.peek();
  if (loaded) show(loaded);
  else void sonner.load().then(show);
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const kind =
  (name: Kind) =>
  (title: Title, options?: ExternalToast): void =>
    withSonner(({ toast }) => void toast[name](title, options));

export const toast = Object.assign(
  (title: Title, options?: ExternalToast): void => withSonner(({ toast }) => void toast(title, options)),
  {
    success: kind('success'),
    error: kind('error'),
    info: kind('info'),
    warning: kind('warning'),
    /** Dismisses one toast (or all); nothing is shown before sonner has loaded. */
    dismiss(id?: string | number): void {
      if (requested) withSonner(({ toast }) => void toast.dismiss(id));
    },
  },
);

/** Sonner once it has loaded (the first toast loads it), else null. */
export const useLoadedSonner = sonner.use;
