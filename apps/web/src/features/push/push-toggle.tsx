import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { sendTestPush } from '@/api/push.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { PushArea } from './push-worker.ts';
import { type PushStatus, usePushSubscription } from './use-push-subscription.ts';

const STATUS_TEXT: Record<PushStatus, string> = {
  checking: 'Checking this device…',
  unsupported: 'Not available in this browser.',
  denied: 'Blocked in this browser.',
  off: 'Off on this device.',
  on: 'On for this device.',
};

type PushToggleProps = {
  area: PushArea;
  title: string;
  /** What arrives when it is on, in one sentence. */
  description: string;
  className?: string;
};

/** Web push on or off for this browser (a phone, a laptop): one switch, its state, and why when it cannot be on. */
export function PushToggle({ area, title, description, className }: PushToggleProps) {
  const push = usePushSubscription(area);
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
              {push.busy ? (push.status === 'on' ? 'Turning off…' : 'Turning on…') : STATUS_TEXT[push.status]}
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
            {test.state === 'sending' ? 'Sending…' : 'Send a test notification'}
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
          {push.reason}
        </Alert>
      )}
    </div>
  );
}
