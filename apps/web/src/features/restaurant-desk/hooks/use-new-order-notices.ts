import type { DeskOrder } from '@lekker/core/contracts/desk';
import { formatRand } from '@lekker/core/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast.ts';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The browser's notification permission, and a request for it (call from a button). */
export function useNotificationPermission(): { permission: Permission; request(): void } {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const request = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission, () => setPermission(currentPermission()));
  }, []);
  return { permission, request };
}

const summary = (o: DeskOrder) =>
  `${o.items.reduce((n, i) => n + i.quantity, 0)} item(s) · ${formatRand(o.total_cents)} · ${
    o.payment_method === 'cash' ? 'cash' : 'paid online'
  }`;

/**
 * Announces each order that newly reaches the desk in `placed`: a toast while the page is visible, a browser
 * notification when the tab is in the background (if allowed). Orders already there on first load are not
 * announced again; the alarm keeps ringing for them anyway.
 */
export function useNewOrderNotices(venueId: string, newOrders: readonly DeskOrder[] | undefined): void {
  const seen = useRef<{ venueId: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!newOrders) return;
    if (seen.current?.venueId !== venueId) {
      seen.current = { venueId, ids: new Set(newOrders.map((o) => o.id)) };
      return;
    }
    const ids = seen.current.ids;
    for (const order of newOrders) {
      if (ids.has(order.id)) continue;
      ids.add(order.id);
      const title = `New order ${order.order_number}`;
      if (document.visibilityState === 'hidden' && currentPermission() === 'granted') {
        try {
          const n = new Notification(title, { body: summary(order), tag: order.id });
          n.onclick = () => {
            window.focus();
            n.close();
          };
        } catch {
          // Some browsers only allow notifications from a service worker: the alarm and the title still show it.
        }
      } else {
        toast(title, { description: summary(order), id: `desk-${order.id}` });
      }
    }
  }, [venueId, newOrders]);
}
