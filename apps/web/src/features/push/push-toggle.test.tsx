import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { PushToggle } from './push-toggle.tsx';
import { PUSH_TEXTS } from './use-push-subscription.ts';

// The browser's push machinery (service workers, the push service, the permission prompt) lies outside this code:
// a small stand-in for it, per test. The API is the MSW fake.
const VAPID = 'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

type FakeBrowser = {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscribed: boolean;
  subscribeError?: Error;
  subscribedWith?: Uint8Array;
  unsubscribed: number;
};

function installBrowser(initial: Partial<FakeBrowser> = {}): FakeBrowser {
  const state: FakeBrowser = {
    permission: 'default',
    answer: 'granted',
    subscribed: false,
    unsubscribed: 0,
    ...initial,
  };
  const subscription = () => ({
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: state.subscribedWith?.buffer },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => {
      state.subscribed = false;
      state.unsubscribed++;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => (state.subscribed ? subscription() : null),
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      if (state.subscribeError) throw state.subscribeError;
      state.subscribedWith = new Uint8Array(options.applicationServerKey);
      state.subscribed = true;
      return subscription();
    },
  };
  const registration = { scope: 'http://localhost/', active: {}, pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.permission = state.answer;
      return state.answer;
    },
  });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      getRegistration: async () => (state.subscribed || state.subscribedWith ? registration : undefined),
    },
  });
  return state;
}

const renderToggle = () =>
  render(<PushToggle area="site" title="Order updates on this device" description="Order news." />);
const theSwitch = () => screen.getByRole('switch', { name: 'Order updates on this device' });

describe('PushToggle', () => {
  beforeEach(() => {
    serveApi(apiHandler('get', '/push/vapid-public-key', { public_key: VAPID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('says so where the browser has no push, and offers no switch to turn', () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    renderToggle();
    expect(screen.getByRole('status')).toHaveTextContent('Not available in this browser.');
    expect(screen.getByRole('alert')).toHaveTextContent(/This browser cannot show notifications/);
    expect(theSwitch()).toBeDisabled();
  });

  it('turns on: asks permission, subscribes with the server key, and stores the subscription', async () => {
    const browser = installBrowser();
    const posted: unknown[] = [];
    serveApi(
      apiHandler('post', '/push/subscriptions', async ({ request }) => {
        posted.push(await request.json());
        return { ok: true as const, devices: 1 };
      }),
    );
    renderToggle();
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    expect(theSwitch()).not.toBeChecked();
    fireEvent.click(theSwitch());
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('On for this device.'));
    expect(theSwitch()).toBeChecked();
    expect(posted).toEqual([SUBSCRIPTION]);
    expect(Buffer.from(browser.subscribedWith!).toString('base64url')).toBe(VAPID);
  });

  it('sends a test notification when on; turns off: forgets the subscription on the server and in the browser', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    browser.subscribedWith = new Uint8Array(Buffer.from(VAPID, 'base64url'));
    const deleted: unknown[] = [];
    serveApi(
      apiHandler('post', '/push/subscriptions', { ok: true as const, devices: 1 }),
      apiHandler('delete', '/push/subscriptions', async ({ request }) => {
        deleted.push(await request.json());
        return { ok: true as const };
      }),
    );
    let testAnswer: 'sent' | 'no device' = 'no device';
    serveApi(
      apiHandler('post', '/push/test', () =>
        testAnswer === 'sent'
          ? { ok: true as const, message: 'Sent. It should appear on this device in a few seconds.' }
          : apiError(409, 'conflict', 'No device of yours has notifications on.'),
      ),
    );
    renderToggle();
    await waitFor(() => expect(theSwitch()).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No device of yours has notifications on.'),
    );
    testAnswer = 'sent';
    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    await waitFor(() => expect(screen.getByText(/It should appear on this device/)).toBeInTheDocument());
    fireEvent.click(theSwitch());
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Off on this device.'));
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).toBeNull();
    expect(deleted).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
    expect(browser.unsubscribed).toBe(1);
  });

  it('explains a blocked permission, a dismissed prompt, a push service that fails and a refusal of the server', async () => {
    const browser = installBrowser({ answer: 'default' });
    serveApi(
      apiHandler('post', '/push/subscriptions', () =>
        apiError(400, 'bad_request', 'This browser offered a push address we cannot use.'),
      ),
    );
    renderToggle();
    await waitFor(() => expect(theSwitch()).toBeEnabled());

    fireEvent.click(theSwitch());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PUSH_TEXTS.dismissed));
    expect(theSwitch()).not.toBeChecked();

    browser.answer = 'granted';
    browser.subscribeError = new DOMException('Registration failed - push service error', 'AbortError');
    fireEvent.click(theSwitch());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PUSH_TEXTS.pushService));

    browser.subscribeError = undefined;
    fireEvent.click(theSwitch());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This browser offered a push address we cannot use.',
      ),
    );
    expect(theSwitch()).not.toBeChecked();

    browser.permission = 'default';
    browser.answer = 'denied';
    fireEvent.click(theSwitch());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PUSH_TEXTS.denied));
    expect(theSwitch()).toBeDisabled();
  });
});
