/** The 提示音: a short two-tone chime made with WebAudio (no sound file to load). */
let context: AudioContext | undefined;

export function playChime(): void {
  if (typeof AudioContext === "undefined") return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const ctx = context;
      if (!ctx) return;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.2);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start + i * 0.12);
      oscillator.stop(start + i * 0.12 + 0.22);
    });
  } catch {
    // A browser refusing audio (no user gesture yet) stays silent.
  }
}
