import { seededRandom, between } from './catalogue-random.js';

/**
 * Generated hotel photos: simple flat-colour scenes (the hotel by the sea, the beach, the pool,
 * a room) drawn at the requested size, so every variant is a true resize of the same picture.
 * Deterministic per hotel and image number.
 */
type Rgb = [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Vertical gradient between two normalised heights. */
  gradient(v0: number, v1: number, top: Rgb, bottom: Rgb, u0 = 0, u1 = 1): void {
    const x0 = Math.round(u0 * this.width);
    const x1 = Math.round(u1 * this.width);
    const y0 = Math.round(v0 * this.height);
    const y1 = Math.round(v1 * this.height);
    for (let y = y0; y < y1; y += 1) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const colour: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      this.row(y, x0, x1, colour);
    }
  }

  rect(u0: number, v0: number, u1: number, v1: number, colour: Rgb): void {
    const x0 = Math.max(0, Math.round(u0 * this.width));
    const x1 = Math.min(this.width, Math.round(u1 * this.width));
    const y0 = Math.max(0, Math.round(v0 * this.height));
    const y1 = Math.min(this.height, Math.round(v1 * this.height));
    for (let y = y0; y < y1; y += 1) this.row(y, x0, x1, colour);
  }

  /** A circle; the radius is a fraction of the height so it stays round at any aspect ratio. */
  circle(cu: number, cv: number, radius: number, colour: Rgb): void {
    const cx = cu * this.width;
    const cy = cv * this.height;
    const r = radius * this.height;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(this.height, Math.ceil(cy + r)); y += 1) {
      const half = Math.sqrt(Math.max(0, r * r - (y + 0.5 - cy) ** 2));
      this.row(y, Math.max(0, Math.round(cx - half)), Math.min(this.width, Math.round(cx + half)), colour);
    }
  }

  /** A triangle with a horizontal base (umbrellas, roofs, palm leaves). */
  triangle(apexU: number, apexV: number, baseV: number, halfWidth: number, colour: Rgb): void {
    const y0 = Math.round(apexV * this.height);
    const y1 = Math.round(baseV * this.height);
    for (let y = Math.min(y0, y1); y < Math.max(y0, y1); y += 1) {
      const t = (y - y0) / (y1 - y0 || 1);
      const half = Math.abs(t) * halfWidth * this.width;
      const cx = apexU * this.width;
      if (y >= 0 && y < this.height) this.row(y, Math.max(0, Math.round(cx - half)), Math.min(this.width, Math.round(cx + half)), colour);
    }
  }

  private row(y: number, x0: number, x1: number, [r, g, b]: Rgb): void {
    let at = (y * this.width + x0) * 3;
    for (let x = x0; x < x1; x += 1) {
      this.pixels[at] = r;
      this.pixels[at + 1] = g;
      this.pixels[at + 2] = b;
      at += 3;
    }
  }
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

const SKIES: [Rgb, Rgb][] = [
  [
    [66, 135, 222],
    [186, 222, 247],
  ],
  [
    [40, 90, 170],
    [250, 196, 140],
  ],
  [
    [92, 160, 230],
    [226, 240, 250],
  ],
];
const SEAS: Rgb[] = [
  [18, 118, 170],
  [12, 150, 160],
  [30, 96, 160],
];
const WALLS: Rgb[] = [
  [246, 240, 226],
  [236, 226, 210],
  [250, 250, 246],
  [232, 214, 196],
];

function palm(canvas: Canvas, u: number, baseV: number, size: number): void {
  canvas.rect(u - 0.008, baseV - size, u + 0.008, baseV, [120, 86, 52]);
  for (const [du, dv] of [
    [-0.06, 0.05],
    [0.06, 0.05],
    [-0.03, 0.02],
    [0.03, 0.02],
  ] as const) {
    canvas.triangle(u + du * size * 3, baseV - size + dv * size * 2, baseV - size - 0.02, 0.05 * size * 3, [34, 130, 64]);
  }
  canvas.circle(u, baseV - size, 0.025 * size * 4, [28, 112, 56]);
}

function hotelBySea(canvas: Canvas, random: () => number): void {
  const [skyTop, skyBottom] = SKIES[between(random, 0, SKIES.length - 1)]!;
  canvas.gradient(0, 0.55, skyTop, skyBottom);
  canvas.circle(0.1 + random() * 0.8, 0.14, 0.07, [255, 236, 160]);
  canvas.gradient(0.55, 0.72, SEAS[between(random, 0, 2)]!, [90, 190, 210]);
  canvas.gradient(0.72, 1, [236, 214, 170], [214, 186, 140]);
  const wall = WALLS[between(random, 0, WALLS.length - 1)]!;
  const floors = between(random, 3, 7);
  const left = 0.2 + random() * 0.15;
  const right = left + 0.35 + random() * 0.2;
  const top = 0.72 - floors * 0.07;
  canvas.rect(left, top, right, 0.74, wall);
  canvas.triangle((left + right) / 2, top - 0.08, top, (right - left) / 2 + 0.02, [180, 84, 60]);
  for (let floor = 0; floor < floors; floor += 1) {
    for (let u = left + 0.02; u < right - 0.03; u += 0.045) {
      canvas.rect(u, top + 0.015 + floor * 0.07, u + 0.025, top + 0.05 + floor * 0.07, [90, 140, 190]);
    }
  }
  palm(canvas, left - 0.06, 0.86, 0.22);
  palm(canvas, right + 0.07, 0.9, 0.25);
}

function beach(canvas: Canvas, random: () => number): void {
  const [skyTop, skyBottom] = SKIES[between(random, 0, SKIES.length - 1)]!;
  canvas.gradient(0, 0.42, skyTop, skyBottom);
  canvas.gradient(0.42, 0.7, SEAS[between(random, 0, 2)]!, [120, 210, 215]);
  canvas.rect(0, 0.69, 1, 0.71, [250, 250, 250]);
  canvas.gradient(0.7, 1, [240, 220, 178], [220, 192, 146]);
  const colours: Rgb[] = [
    [230, 70, 60],
    [250, 190, 40],
    [40, 150, 210],
    [250, 250, 250],
  ];
  const count = between(random, 3, 6);
  for (let i = 0; i < count; i += 1) {
    const u = (i + 0.5 + (random() - 0.5) * 0.4) / count;
    canvas.rect(u - 0.004, 0.66, u + 0.004, 0.86, [110, 90, 70]);
    canvas.triangle(u, 0.6, 0.68, 0.07, colours[i % colours.length]!);
    canvas.rect(u + 0.01, 0.84, u + 0.09, 0.865, [250, 250, 250]);
  }
}

function pool(canvas: Canvas, random: () => number): void {
  const [skyTop, skyBottom] = SKIES[between(random, 0, SKIES.length - 1)]!;
  canvas.gradient(0, 0.4, skyTop, skyBottom);
  canvas.rect(0, 0.4, 1, 1, [222, 214, 200]);
  canvas.gradient(0.5, 0.92, [70, 200, 226], [30, 150, 200]);
  canvas.rect(0, 0.5, 0.08, 0.92, [222, 214, 200]);
  canvas.rect(0.92, 0.5, 1, 0.92, [222, 214, 200]);
  for (let v = 0.56; v < 0.9; v += 0.07) canvas.rect(0.12 + random() * 0.2, v, 0.4 + random() * 0.4, v + 0.008, [170, 236, 246]);
  palm(canvas, 0.06, 0.55, 0.3);
  palm(canvas, 0.5, 0.48, 0.22);
  palm(canvas, 0.93, 0.56, 0.32);
}

function room(canvas: Canvas, random: () => number): void {
  const wall = WALLS[between(random, 0, WALLS.length - 1)]!;
  canvas.rect(0, 0, 1, 0.72, wall);
  canvas.gradient(0.72, 1, [176, 132, 92], [140, 100, 66]);
  canvas.rect(0.56, 0.12, 0.9, 0.5, [255, 255, 255]);
  canvas.gradient(0.14, 0.33, [120, 180, 235], [200, 228, 248], 0.58, 0.88);
  canvas.rect(0.56, 0.12, 0.58, 0.5, [255, 255, 255]);
  canvas.rect(0.88, 0.12, 0.9, 0.5, [255, 255, 255]);
  canvas.rect(0.58, 0.33, 0.88, 0.48, SEAS[between(random, 0, 2)]!);
  canvas.rect(0.1, 0.45, 0.5, 0.58, [120, 86, 60]);
  canvas.rect(0.08, 0.56, 0.52, 0.8, [250, 250, 252]);
  canvas.rect(0.08, 0.66, 0.52, 0.8, [60 + between(random, 0, 120), 110, 160]);
  canvas.rect(0.12, 0.5, 0.24, 0.58, [255, 255, 255]);
  canvas.rect(0.34, 0.5, 0.46, 0.58, [255, 255, 255]);
  canvas.rect(0.58, 0.6, 0.7, 0.82, [150, 110, 80]);
  canvas.circle(0.64, 0.56, 0.035, [250, 226, 150]);
}

const SCENES = [hotelBySea, beach, pool, room];

/** RGB pixels of image `imageNumber` of a hotel at the given size. */
export function renderHotelPicture(hotelId: number, imageNumber: number, width: number, height: number): Uint8Array {
  const canvas = new Canvas(width, height);
  const random = seededRandom('picture', hotelId, imageNumber);
  SCENES[imageNumber % SCENES.length]!(canvas, random);
  return canvas.pixels;
}
