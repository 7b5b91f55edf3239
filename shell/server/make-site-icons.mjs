#!/usr/bin/env node
// Draws the raster icons from shell/public/icon.svg (run by hand after the SVG changes; the files are
// committed): favicon.ico (16 and 32 px PNGs in an ICO, RFC-less but what every browser reads),
// apple-touch-icon.png (180 px) and the manifest's 192 and 512 px icons. sharp is the API's.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const sharp = createRequire(path.resolve(import.meta.dirname, '..', '..', 'api', 'package.json'))('sharp');
const svg = readFileSync(path.join(publicDir, 'icon.svg'));
const png = (/** @type {number} */ size) =>
  sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

for (const [name, size] of /** @type {const} */ ([
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
]))
  writeFileSync(path.join(publicDir, name), await png(size));

// ICO: a 6-byte header, a 16-byte entry per image, then the PNGs themselves.
const images = await Promise.all([16, 32].map(async (size) => ({ size, data: await png(size) })));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(data.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += data.length;
});
writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...images.map((image) => image.data)]));
