// A short, soft two-note chime made with Web Audio: no sound file to download. Browsers allow it once the
// person has interacted with the page; before that it stays silent, which is fine for a cue.
let context: AudioContext | null = null;

export function playMessageSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + i * 0.09);
    volume.gain.exponentialRampToValueAtTime(0.08, start + i * 0.09 + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.09 + 0.18);
    tone.connect(volume).connect(context.destination);
    tone.start(start + i * 0.09);
    tone.stop(start + i * 0.09 + 0.2);
  }
}
