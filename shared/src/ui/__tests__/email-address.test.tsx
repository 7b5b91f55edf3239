import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from '../email-address';

describe('EmailAddress', () => {
  it('may break only before the @, and keeps what follows it with the address', () => {
    const { container } = render(
      <p>
        Отправлено на <EmailAddress email="nu-traveller@example.com">.</EmailAddress>
      </p>,
    );
    const address = container.querySelector('span')!;
    expect(address.innerHTML).toBe('nu-traveller<wbr>@example.com.');
  });

  it('shows a value without an @ as it is', () => {
    const { container } = render(<EmailAddress email="nobody" />);
    expect(container.textContent).toBe('nobody');
  });
});
