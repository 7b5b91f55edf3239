import sharp from 'sharp';
import { HOTEL_IMAGE_SIZES, type HotelImageVariant } from 'shared/node';
import { IMAGE_VERSION } from './catalogue-service.js';
import { renderHotelPicture } from './hotel-pictures.js';
import { ImageCache } from './image-cache.js';

/** The file formats of every variant: WebP for the browsers of product rules §9, PNG for any other. */
export const HOTEL_IMAGE_FORMATS = ['webp', 'png'] as const;
export type HotelImageFormat = (typeof HOTEL_IMAGE_FORMATS)[number];
export const HOTEL_IMAGE_CONTENT_TYPES: Record<HotelImageFormat, string> = { webp: 'image/webp', png: 'image/png' };

/** Hotel pictures as files: rendered and encoded on first request, then served from a bounded cache. */
export const IMAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** The URLs change when the pictures do (IMAGE_VERSION), so caches may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class HotelImageService {
  private readonly cache = new ImageCache(IMAGE_CACHE_BYTES);
  /** Encodings under way, so visitors asking for the same new file at once share one. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  etag(hotelId: number, imageNumber: number, variant: HotelImageVariant, format: HotelImageFormat): string {
    return `"tour-image-${IMAGE_VERSION}-${hotelId}-${imageNumber}-${variant}-${format}"`;
  }

  async file(hotelId: number, imageNumber: number, variant: HotelImageVariant, format: HotelImageFormat): Promise<Buffer> {
    const key = `${hotelId}/${imageNumber}/${variant}.${format}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let encoding = this.pending.get(key);
    if (!encoding) {
      encoding = this.encode(hotelId, imageNumber, variant, format).finally(() => this.pending.delete(key));
      this.pending.set(key, encoding);
    }
    const file = await encoding;
    this.cache.set(key, file);
    return file;
  }

  private async encode(hotelId: number, imageNumber: number, variant: HotelImageVariant, format: HotelImageFormat): Promise<Buffer> {
    const { width, height } = HOTEL_IMAGE_SIZES[variant];
    const pixels = renderHotelPicture(hotelId, imageNumber, width, height);
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    // libvips encodes on its own threads, so the event loop goes on serving meanwhile. The generated scenes are
    // flat colour: lossless WebP is about half their PNG, lossy is larger; adaptively filtered PNG rows are smaller than unfiltered.
    return (format === 'png' ? image.png({ adaptiveFiltering: true }) : image.webp({ lossless: true })).toBuffer();
  }
}
