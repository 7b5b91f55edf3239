import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelImage } from 'shared/tours';
import { describe, expect, it } from 'vitest';
import { HotelGallery } from '../hotel-gallery';

const images: HotelImage[] = [0, 1, 2].map((n) => ({
  full: `/tours/hotels/1/images/${n}/full.png`,
  small2x: `/tours/hotels/1/images/${n}/small2x.png`,
  small: `/tours/hotels/1/images/${n}/small.png`,
  thumb2x: `/tours/hotels/1/images/${n}/thumb2x.png`,
  thumb: `/tours/hotels/1/images/${n}/thumb.png`,
}));

function stage() {
  return screen.getByRole('group', { name: /^Фото \d из 3/ });
}

describe('hotel gallery', () => {
  it('moves with ← → Home End on the focused photo, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    stage().focus();
    await user.keyboard('{ArrowRight}');
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    expect(screen.getByText('2 из 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    await user.keyboard('{ArrowRight}');
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
    await user.keyboard('{ArrowLeft}');
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    await user.keyboard('{Home}');
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
  });

  it('a swipe left shows the next photo, a swipe right the previous one, a tap nothing', () => {
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    fireEvent.pointerDown(stage(), { clientX: 200 });
    fireEvent.pointerUp(stage(), { clientX: 210 });
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(stage()).toHaveAttribute('data-gallery-index', '0');
  });

  it('the thumbnails and arrow buttons choose a photo too', async () => {
    const user = userEvent.setup();
    render(<HotelGallery images={images} hotelName="Отель Морской бриз" />);
    await user.click(screen.getByRole('button', { name: 'Фото 3' }));
    expect(stage()).toHaveAttribute('data-gallery-index', '2');
    expect(screen.getByRole('button', { name: 'Фото 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(stage()).toHaveAttribute('data-gallery-index', '1');
  });
});
