import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the alarm sounds while an order waits. */
export const ALARM_INTERVAL_MS = 3000;

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Two short beeps (no audio file to load or cache). */
function beep(ctx: AudioContext): void {
  const start = ctx.currentTime;
  for (const offset of [0, 0.22]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + offset);
    osc.stop(start + offset + 0.18);
  }
}

export type AlarmState = {
  /** The alarm is sounding (an order waits and audio plays). */
  ringing: boolean;
  /** The browser blocks audio until the user interacts: show a button that calls `unlock`. */
  blocked: boolean;
  /** This browser has no Web Audio. */
  unsupported: boolean;
  unlock(): void;
};

/**
 * A short beep every few seconds while `active` (a new order waits), until it is handled. Browsers only allow audio
 * after a user gesture: until then `blocked` is true and `unlock` (called from a click) turns sound on.
 */
export function useNewOrderAlarm(active: boolean): AlarmState {
  const ctxRef = useRef<AudioContext | null>(null);
  const [state, setState] = useState<AudioContextState | 'none'>('none');
  const Ctx = typeof window === 'undefined' ? null : audioContextClass();

  const context = useCallback((): AudioContext | null => {
    if (!Ctx) return null;
    if (!ctxRef.current) {
      try {
        const ctx = new Ctx();
        ctx.onstatechange = () => setState(ctx.state);
        ctxRef.current = ctx;
        setState(ctx.state);
      } catch {
        return null;
      }
    }
    return ctxRef.current;
  }, [Ctx]);

  useEffect(() => {
    if (!active) return;
    const ring = () => {
      const ctx = context();
      if (!ctx) return;
      if (ctx.state === 'suspended') {
        // Allowed once the page has had a gesture; otherwise it stays suspended (and the banner asks for one).
        void ctx.resume().catch(() => {});
        setState(ctx.state);
        return;
      }
      if (ctx.state === 'running') beep(ctx);
    };
    ring();
    const timer = window.setInterval(ring, ALARM_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active, context]);

  useEffect(
    () => () => {
      void ctxRef.current?.close().catch(() => {});
      ctxRef.current = null;
    },
    [],
  );

  const unlock = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    void ctx.resume().then(
      () => {
        setState(ctx.state);
        if (ctx.state === 'running') beep(ctx);
      },
      () => setState(ctx.state),
    );
  }, [context]);

  return {
    ringing: active && state === 'running',
    blocked: active && state === 'suspended',
    unsupported: !Ctx,
    unlock,
  };
}
