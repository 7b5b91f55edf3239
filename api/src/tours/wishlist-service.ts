import { createHash, randomBytes } from 'node:crypto';
import { TOUR_LIMITS, addDaysIso, canonicalChildrenAges, hotelPageUrl, tourHash, type AddWishlistElementRequest, type WishlistElement } from 'shared/node';
import type { Database } from '../db/database.js';
import { errors } from '../http/http-error.js';
import type { CatalogueService } from './catalogue-service.js';
import { departureCityView } from './departure-cities.js';
import {
  countWishlistElements,
  createVisitorWishlist,
  findWishlistElement,
  deleteStaleVisitorWishlists,
  deleteWishlistElement,
  insertWishlistElement,
  listWishlistElements,
  mergeVisitorWishlist,
  userWishlistId,
  visitorWishlistId,
  type WishlistElementRow,
} from './wishlist-store.js';

/**
 * Wishlists (§3, §4, §6): an account's, or a visitor's known by a random key in an httpOnly cookie (only its SHA-256
 * stored); a visitor's joins the account when that browser signs in.
 */
export type WishlistOwner = { userId: string } | { visitorKey: string | null };

/** 32 random bytes, base64url: unguessable, so one visitor cannot reach another's list. */
export const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The anonymous visitor's wishlist key: httpOnly, so page scripts (and XSS) never see it. */
export const TOURS_VISITOR_COOKIE = 'tours_visitor';

/** The visitor key a cookie carries, or null when it is missing or not one we could have issued. */
export function visitorKeyOf(cookie: string | undefined): string | null {
  return cookie && VISITOR_KEY_PATTERN.test(cookie) ? cookie : null;
}
export const newVisitorKey = () => randomBytes(32).toString('base64url');
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Anonymous wishlists untouched this long are deleted (the cookie lives as long). */
export const VISITOR_WISHLIST_DAYS = 180;
const SWEEP_EVERY_MS = 60 * 60_000;

export const WISHLIST_FULL = `В избранном может быть не больше ${TOUR_LIMITS.maxWishlistElements} туров. Удалите ненужные`;

export class WishlistService {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The owner's wishlist id, or null for a visitor who has none (yet). */
  private async find(owner: WishlistOwner): Promise<string | null> {
    if ('userId' in owner) return userWishlistId(this.db, owner.userId);
    if (!owner.visitorKey) return null;
    return visitorWishlistId(this.db, keyHash(owner.visitorKey));
  }

  /** Whether a visitor already has a wishlist (adding then creates no new one). */
  async hasVisitorWishlist(owner: WishlistOwner): Promise<boolean> {
    return 'userId' in owner || (await this.find(owner)) !== null;
  }

  async list(owner: WishlistOwner, todayIso: string): Promise<WishlistElement[]> {
    const id = await this.find(owner);
    if (!id) return [];
    const rows = await listWishlistElements(this.db, id);
    return rows.flatMap((row) => this.view(row, todayIso) ?? []);
  }

  /** Adds a tour (twice is one element, same hash); a visitor without a wishlist gets one, and `visitorKey` is the new cookie key. */
  async add(owner: WishlistOwner, body: AddWishlistElementRequest & { childrenAges: number[] }, todayIso: string) {
    const hotel = this.catalogue.hotel(body.hotelId);
    this.catalogue.departureCity(body.departureCityCode);
    this.catalogue.checkWindow(body.departureDate, body.departureDate, todayIso, 'departureDate');
    const ages = canonicalChildrenAges(body.childrenAges);
    const element = {
      hash: tourHash({ ...body, childrenAges: ages }),
      hotelId: hotel.id,
      departureCityCode: body.departureCityCode,
      departureDate: body.departureDate,
      nights: body.nights,
      adults: body.adults,
      childrenAges: ages.join(','),
    };
    let id = await this.find(owner);
    let visitorKey: string | null = null;
    if (!id) {
      // Only a visitor can be without one (accounts get theirs in `find`).
      await this.sweepStale();
      visitorKey = newVisitorKey();
      id = await createVisitorWishlist(this.db, keyHash(visitorKey));
    }
    const wishlistId = id;
    const { row, created } = await this.db.transaction(async (tx) => {
      // The element already there is not "one more": adding twice never hits the limit.
      const count = await countWishlistElements(tx, wishlistId);
      if (count >= TOUR_LIMITS.maxWishlistElements) {
        const existing = await findWishlistElement(tx, wishlistId, element.hash);
        if (existing) return { row: existing, created: false };
        throw errors.conflict(WISHLIST_FULL);
      }
      return insertWishlistElement(tx, wishlistId, element);
    });
    return { element: this.view(row, todayIso)!, created, visitorKey };
  }

  async remove(owner: WishlistOwner, hash: string): Promise<void> {
    const id = await this.find(owner);
    if (id) await deleteWishlistElement(this.db, id, hash);
  }

  /** Moves a visitor's wishlist into the account's; false when the key has no wishlist. */
  async joinVisitor(userId: string, visitorKey: string): Promise<boolean> {
    if (!VISITOR_KEY_PATTERN.test(visitorKey)) return false;
    return this.db.transaction(async (tx) => {
      const visitorId = await visitorWishlistId(tx, keyHash(visitorKey));
      if (!visitorId) return false;
      await mergeVisitorWishlist(tx, visitorId, await userWishlistId(tx, userId));
      return true;
    });
  }

  private async sweepStale(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await deleteStaleVisitorWishlists(this.db, VISITOR_WISHLIST_DAYS);
  }

  private view(row: WishlistElementRow, todayIso: string): WishlistElement | null {
    const hotel = this.catalogue.catalogue.hotel(row.hotel_id);
    if (!hotel) return null; // a hotel gone from the catalogue leaves nothing to show
    const city = this.catalogue.catalogue.departureCity(row.departure_city_code);
    const childrenAges = row.children_ages ? row.children_ages.split(',').map(Number) : [];
    const party = { adults: row.adults, childrenAges };
    const tour = { departureCityCode: row.departure_city_code, departureDate: row.departure_date, nights: row.nights, ...party };
    return {
      hash: row.hash,
      url: hotelPageUrl(hotel.id, tour),
      tourParameters: {
        nights: row.nights,
        adults: row.adults,
        childrenAges,
        departureDate: row.departure_date,
        returnDate: addDaysIso(row.departure_date, row.nights),
      },
      hotel: this.catalogue.listElement(hotel),
      ...(city ? { departureCity: departureCityView(city) } : {}),
      price: city ? this.catalogue.cheapestPrice(hotel, city, row.departure_date, row.nights, party, todayIso) : null,
      addedAt: new Date(row.added_at).toISOString(),
    };
  }
}
