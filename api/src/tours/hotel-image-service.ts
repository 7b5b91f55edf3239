import { HOTEL_IMAGE_SIZES, type HotelImageVariant } from 'shared/node';
import { IMAGE_VERSION } from './catalogue-service.js';
import { renderHotelPicture } from './hotel-pictures.js';
import { ImageCache } from './image-cache.js';
import { encodePng } from './png-encoder.js';

/** Hotel pictures as PNG files: rendered on first request, then served from a bounded cache. */
export const IMAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** The URLs change when the pictures do (IMAGE_VERSION), so caches may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class HotelImageService {
  private readonly cache = new ImageCache(IMAGE_CACHE_BYTES);

  etag(hotelId: number, imageNumber: number, variant: HotelImageVariant): string {
    return `"tour-image-${IMAGE_VERSION}-${hotelId}-${imageNumber}-${variant}"`;
  }

  png(hotelId: number, imageNumber: number, variant: HotelImageVariant): Buffer {
    const key = `${hotelId}/${imageNumber}/${variant}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { width, height } = HOTEL_IMAGE_SIZES[variant];
    const png = encodePng(width, height, renderHotelPicture(hotelId, imageNumber, width, height));
    this.cache.set(key, png);
    return png;
  }
}
