import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { sendTestPush } from '@/api/push.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type PushArea, UNSUPPORTED_TEXTS } from './push-worker.ts';
import { PUSH_TEXTS, type PushStatus, usePushSubscription } from './use-push-subscription.ts';

const STATUS_TEXT: Record<PushStatus, MessageId> = {
  checking: 'profile.push.checking',
  unsupported: 'profile.push.unsupported',
  denied: 'profile.push.denied',
  off: 'profile.push.off',
  on: 'profile.push.on',
};

/** The hook's reasons (English) in the page's language; a server's own sentence shows as it came. */
const REASON_ID = new Map<string, MessageId>([
  [PUSH_TEXTS.denied, 'profile.push.reason.denied'],
  [PUSH_TEXTS.dismissed, 'profile.push.reason.dismissed'],
  [PUSH_TEXTS.pushService, 'profile.push.reason.pushService'],
  [PUSH_TEXTS.failed, 'profile.push.reason.failed'],
  [UNSUPPORTED_TEXTS.insecure, 'profile.push.reason.insecure'],
  [UNSUPPORTED_TEXTS.ios, 'profile.push.reason.ios'],
  [UNSUPPORTED_TEXTS.browser, 'profile.push.reason.browser'],
]);

type PushToggleProps = {
  area: PushArea;
  title: string;
  /** What arrives when it is on, in one sentence. */
  description: string;
  className?: string;
};

/** Web push on or off for this browser (a phone, a laptop): one switch, its state, and why when it cannot be on. */
export function PushToggle({ area, title, description, className }: PushToggleProps) {
  const t = useT();
  const push = usePushSubscription(area);
  const reasonId = push.reason ? REASON_ID.get(push.reason) : undefined;
  const id = useId();
  const cannot = push.status === 'unsupported' || push.status === 'denied';
  const [test, setTest] = useState<
    { state: 'idle' | 'sending' } | { state: 'done'; ok: boolean; text: string }
  >({
    state: 'idle',
  });
  const sendTest = () => {
    setTest({ state: 'sending' });
    sendTestPush().then(
      (sent) => setTest({ state: 'done', ok: true, text: sent.message }),
      (error: Error) => setTest({ state: 'done', ok: false, text: error.message }),
    );
  };
  return (
    <div className={className} data-testid="push-toggle" data-status={push.status}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex gap-3">
          <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="space-y-1">
            <label htmlFor={id} className="font-semibold">
              {title}
            </label>
            <p className="text-sm text-muted-foreground">{description}</p>
            <p className="text-sm font-medium" role="status">
              {push.busy
                ? t(push.status === 'on' ? 'profile.push.turningOff' : 'profile.push.turningOn')
                : t(STATUS_TEXT[push.status])}
            </p>
          </div>
        </div>
        <Switch
          id={id}
          checked={push.status === 'on'}
          disabled={push.busy || push.status === 'checking' || cannot}
          onCheckedChange={(next) => void (next ? push.turnOn() : push.turnOff())}
        />
      </div>
      {push.status === 'on' && !push.busy && (
        <div className="mt-3 space-y-2">
          <Button variant="outline" size="sm" disabled={test.state === 'sending'} onClick={sendTest}>
            {test.state === 'sending' ? t('profile.push.sending') : t('profile.push.test')}
          </Button>
          {test.state === 'done' && (
            <Alert variant={test.ok ? 'success' : 'destructive'} role={test.ok ? 'status' : 'alert'}>
              {test.text}
            </Alert>
          )}
        </div>
      )}
      {push.reason && (
        <Alert variant={cannot ? 'info' : 'destructive'} role="alert" className="mt-3">
          {reasonId ? t(reasonId) : push.reason}
        </Alert>
      )}
    </div>
  );
}
