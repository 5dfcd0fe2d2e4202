// Procedural abstract pictures (SVG, rasterised by sharp) standing in for artwork photographs.
import type { Random } from './random';

const PALETTES = [
  ['#984B48', '#E9C46A', '#F4A261', '#264653', '#F1FAEE'],
  ['#1D3557', '#457B9D', '#A8DADC', '#F1FAEE', '#E63946'],
  ['#2B2D42', '#8D99AE', '#EDF2F4', '#EF233C', '#D90429'],
  ['#3D405B', '#E07A5F', '#F4F1DE', '#81B29A', '#F2CC8F'],
  ['#003049', '#D62828', '#F77F00', '#FCBF49', '#EAE2B7'],
  ['#0B3954', '#087E8B', '#BFD7EA', '#FF5A5F', '#C81D25'],
  ['#5F0F40', '#9A031E', '#FB8B24', '#E36414', '#0F4C5C'],
  ['#283618', '#606C38', '#FEFAE0', '#DDA15E', '#BC6C25'],
];

/** Width/height ratios: portrait, square and landscape works. */
export const ASPECTS = [3 / 4, 4 / 5, 2 / 3, 1, 4 / 3, 3 / 2, 16 / 9];

type Painter = (r: Random, w: number, h: number, colours: string[]) => string;

const mountains: Painter = (r, w, h, c) => {
  let shapes = '';
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.45 + layer * 0.13);
    let d = `M0 ${h} L0 ${base}`;
    for (let x = 0; x <= w; x += w / 8) d += ` L${x.toFixed(0)} ${(base - r.next() * h * 0.25).toFixed(0)}`;
    shapes += `<path d="${d} L${w} ${h} Z" fill="${c[(layer + 1) % c.length]}" opacity="${0.55 + layer * 0.12}"/>`;
  }
  return `<circle cx="${r.int(0, w)}" cy="${(h * 0.25).toFixed(0)}" r="${(w * 0.08).toFixed(0)}" fill="${c[4]}" opacity="0.9"/>${shapes}`;
};

const circles: Painter = (r, w, h, c) =>
  Array.from({ length: r.int(6, 14) }, () => {
    const radius = r.int(Math.round(w * 0.05), Math.round(w * 0.3));
    return `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${radius}" fill="${r.pick(c)}" opacity="${(0.35 + r.next() * 0.5).toFixed(2)}"/>`;
  }).join('');

const stripes: Painter = (r, w, h, c) => {
  const count = r.int(5, 11);
  return Array.from({ length: count }, (_v, i) => {
    const y = (h / count) * i;
    const wave = `M0 ${y.toFixed(0)} Q${(w / 2).toFixed(0)} ${(y + r.int(-80, 80)).toFixed(0)} ${w} ${y.toFixed(0)} L${w} ${h} L0 ${h} Z`;
    return `<path d="${wave}" fill="${c[i % c.length]}" opacity="0.85"/>`;
  }).join('');
};

const mandala: Painter = (r, w, h, c) => {
  const cx = w / 2;
  const cy = h / 2;
  const petals = r.int(8, 16);
  let out = '';
  for (let ring = 5; ring >= 1; ring--) {
    const radius = (Math.min(w, h) / 2) * (ring / 5.5);
    out += `<circle cx="${cx}" cy="${cy}" r="${radius.toFixed(0)}" fill="${c[ring % c.length]}"/>`;
    for (let p = 0; p < petals; p++) {
      const a = (p / petals) * Math.PI * 2;
      const px = cx + Math.cos(a) * radius * 0.8;
      const py = cy + Math.sin(a) * radius * 0.8;
      out += `<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="${(radius * 0.18).toFixed(0)}" fill="${c[(ring + 2) % c.length]}" opacity="0.9"/>`;
    }
  }
  return out;
};

const blocks: Painter = (r, w, h, c) =>
  Array.from({ length: r.int(5, 10) }, () => {
    const bw = r.int(Math.round(w * 0.15), Math.round(w * 0.6));
    const bh = r.int(Math.round(h * 0.1), Math.round(h * 0.5));
    return `<rect x="${r.int(-50, w - 50)}" y="${r.int(-50, h - 50)}" width="${bw}" height="${bh}" fill="${r.pick(c)}" opacity="${(0.5 + r.next() * 0.5).toFixed(2)}" transform="rotate(${r.int(-12, 12)} ${w / 2} ${h / 2})"/>`;
  }).join('');

const PAINTERS: Record<string, Painter[]> = {
  painting: [mountains, circles, stripes, blocks],
  thangka: [mandala],
  photography: [mountains, stripes],
  sculpture: [circles, blocks],
  drawing: [stripes, circles],
  'digital-art': [circles, blocks, mandala],
  printmaking: [blocks, stripes],
  'mixed-media': [blocks, circles, stripes],
};

/** An SVG picture of the given width and aspect ratio in the style of a category. */
export function abstractSvg(r: Random, category: string, width: number, aspect: number): string {
  const w = width;
  const h = Math.round(width / aspect);
  const colours = r.pick(PALETTES);
  const painter = r.pick(PAINTERS[category] ?? PAINTERS.painting);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[4]}"/><stop offset="1" stop-color="${colours[2]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${painter(r, w, h, colours)}</svg>`;
}
