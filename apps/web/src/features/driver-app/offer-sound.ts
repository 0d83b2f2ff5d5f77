// A short two-tone chime for a new offer, synthesised with Web Audio (no sound file to download or cache).
// Browsers only play audio after a user gesture: going online is one, so the chime works during a shift.

let context: AudioContext | null = null;

/** Call from a click handler (going online) so later chimes may play. */
export function unlockOfferSound(): void {
  try {
    const Ctor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    void context.resume();
  } catch {
    context = null;
  }
}

export function playOfferSound(): void {
  const ctx = context;
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.17);
    }
  } catch {
    // A chime is a nicety; the offer is on screen either way.
  }
}
