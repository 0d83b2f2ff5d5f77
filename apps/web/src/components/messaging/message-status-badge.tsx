import { Badge, type BadgeProps } from '@/components/ui/badge.tsx';

type Status = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
type Channel = 'push' | 'sms' | 'whatsapp';

const STATUS: Record<Status, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'muted' },
  sending: { label: 'Sending', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'outline' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

export const CHANNEL_LABELS: Record<Channel, string> = { push: 'Push', sms: 'SMS', whatsapp: 'WhatsApp' };

/** A message's delivery status (the dev outbox, the admin console's order messages). */
export function MessageStatusBadge({ status }: { status: Status }) {
  const s = STATUS[status];
  return <Badge variant={s.variant}>{s.label}</Badge>;
}
