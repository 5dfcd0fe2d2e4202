// A short, soft two-note chime for a message arriving in a room that is not the one on screen (spec §4),
// made with Web Audio (no sound file). A chunk loaded with the socket's: nothing of it loads before a session.
// Browsers allow sound once the person has interacted with the page; before that it stays silent.
import type { Socket } from 'socket.io-client';
import { pathTo } from '@kala/shared';
import type { ChatMessage } from '@kala/shared/contracts/chat';

let context: AudioContext | null = null;

function chime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const at = start + i * 0.09;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.08, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    tone.connect(volume).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}

/** Chimes for someone else's text or image in a room other than the one the user is looking at. */
export function chimeForOtherRooms(socket: Socket, userId: string): void {
  socket.on('receive-message', (m: ChatMessage) => {
    const elsewhere = location.pathname !== pathTo('messages', { to: m.room });
    if (elsewhere && m.postedBy._id !== userId && (m.messageType === 'text' || m.messageType === 'image')) chime();
  });
}
