import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { CartProvider } from '@/features/cart/cart-store.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Data cache, cart and the single toast system (4 s per toast, at most 3 visible; spec §9). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        {children}
        <Toaster position="top-center" duration={4000} visibleToasts={3} richColors closeButton />
      </CartProvider>
    </QueryClientProvider>
  );
}
