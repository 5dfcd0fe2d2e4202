// Demo exhibitions: one current show (with a parallax wall and a generated audio loop), one current show
// flagged explicit, two previous and one upcoming, with dates relative to now so each stays in its state.
// Pictures come from the seed's art generator; the audio is a few seconds of chord synthesised here.
import type { Db } from '../db';
import { createExhibition, type ExhibitionDraft } from '../modules/exhibitions/create';
import type { Storage } from '../modules/media/storage';
import { ASPECTS, abstractSvg } from './art';
import { STUDIOS } from './data';
import { createRandom, type Random } from './random';

const DAY_MS = 24 * 3600 * 1000;
const days = (n: number) => new Date(Date.now() + n * DAY_MS);

/**
 * A 4-second mono WAV loop: a soft A-major chord whose partials each swell over the loop. Every frequency
 * makes whole cycles in 4 s, so the end meets the start and the loop has no click.
 */
export function chordLoopWav(seconds = 4, rate = 16_000): Buffer {
  const partials = [110, 164.75, 220, 277.25, 329.75].map((freq, i) => ({ freq, gain: 0.16 / (1 + i * 0.4), swell: i % 2 ? 1 : 2, phase: i * 1.3 }));
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let n = 0; n < samples; n++) {
    const t = n / rate;
    let v = 0;
    for (const p of partials) v += p.gain * (0.6 + 0.4 * Math.sin((2 * Math.PI * p.swell * t) / seconds + p.phase)) * Math.sin(2 * Math.PI * p.freq * t);
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32_767), 44 + n * 2);
  }
  return wav;
}

const TITLES = ['Morning Over the Valley', 'Courtyard Light', 'Prayer Flags', 'Monsoon Study', 'River Stones', 'Evening Bells', 'Terraces', 'Festival Colours'];
const DETAILS = ['Oil on canvas, 36 × 48 in.', 'Acrylic on paper, 24 × 30 in.', 'Mixed media on board, 30 × 30 in.', 'Mineral pigments on cotton, 28 × 40 in.'];

// 1024 px wide: large enough for the viewer, and quick to render on every first start.
const svg = (r: Random, category: string, aspect: number) => Buffer.from(abstractSvg(r, category, 1024, aspect));

function items(r: Random, category: string, count: number): ExhibitionDraft['items'] {
  return r.sample(TITLES, count).map((title) => {
    const details = r.pick(DETAILS);
    const sold = !r.chance(0.7);
    return { title, details: `${details} ${sold ? 'Sold.' : 'Available.'}`, sold, image: svg(r, category, r.pick(ASPECTS)), margins: { left: r.int(0, 3) * 40, right: r.int(0, 3) * 40 } };
  });
}

/** A soft wall texture for the parallax background. */
const wall = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="1280" height="800" fill="${colour}"/>` +
      Array.from({ length: 40 }, (_v, i) => `<circle cx="${(i * 157) % 1280}" cy="${(i * 89) % 800}" r="${60 + ((i * 37) % 120)}" fill="#ffffff" opacity="0.05"/>`).join('') +
      '</svg>',
  );

export async function insertExhibitions(t: Db, studios: string[], storage: Storage): Promise<void> {
  const r = createRandom(13_131);
  const show = (i: number, slug: string, rest: Omit<ExhibitionDraft, 'slug' | 'artistName' | 'artistId' | 'items'>): ExhibitionDraft => ({
    slug,
    artistName: STUDIOS[i].name,
    artistId: studios[i],
    items: items(r, STUDIOS[i].styles[0], 4),
    ...rest,
  });
  const shows: ExhibitionDraft[] = [
    show(0, 'rooftops-of-kathmandu', {
      title: 'Rooftops of Kathmandu',
      subtitle: 'New paintings',
      excerpt: `${STUDIOS[0].name} paints the courtyards and rooftops of the old city at the hour the light turns gold.`,
      startsAt: days(-10),
      endsAt: days(30),
      published: true,
      parallaxBackground: true,
      background: wall('#3d405b'),
      backgroundColour: '#efe9e1',
      banner: svg(r, 'painting', 3.2),
      audio: { data: chordLoopWav(), extension: 'wav' },
    }),
    show(3, 'the-body-remembers', {
      title: 'The Body Remembers',
      subtitle: 'Figure studies',
      excerpt: 'Life drawings and nudes from a year of evening sessions.',
      startsAt: days(-12),
      endsAt: days(45),
      published: true,
      explicit: true,
      darkListing: true,
      backgroundColour: '#1f1d1b',
    }),
    show(1, 'high-passes', {
      title: 'High Passes',
      subtitle: 'Photographs from the Khumbu',
      excerpt: 'A winter on the trails between Namche and Gokyo.',
      startsAt: days(-80),
      endsAt: days(-20),
      published: true,
    }),
    show(2, 'mandalas-in-gold', {
      title: 'Mandalas in Gold',
      subtitle: 'Thangka',
      excerpt: 'Mineral pigments and gold on cotton, after the old masters.',
      startsAt: days(-200),
      endsAt: days(-120),
      published: true,
      darkListing: true,
      backgroundColour: '#2b2d42',
    }),
    show(4, 'monsoon-diaries', {
      title: 'Monsoon Diaries',
      subtitle: 'Opening soon',
      excerpt: 'Rain, rivers and green terraces in ink and watercolour.',
      startsAt: days(14),
      endsAt: days(60),
      published: true,
    }),
  ];
  for (const draft of shows) await createExhibition(t, storage, draft);
}
