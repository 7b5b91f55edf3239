// A number, and an amount in roubles, as the Russian locale writes them ('1 234,5', '12 345 ₽'), without Intl:
// the first Russian Intl formatter of a page loads the locale's data on the main thread, in the task that renders the first price.

/**
 * A number as the Russian locale writes it: groups of three split by U+00A0, a decimal comma, at most
 * `maximumFractionDigits` decimals rounded half away from zero: `formatRussianNumber(1234.5)` → '1 234,5'. The same text
 * as Intl.NumberFormat('ru-RU') (a test holds them equal); values it does not cover (not finite, exponent) go to Intl.
 */
export function formatRussianNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 } = {}): string {
  const digits = String(Math.abs(value)); // the shortest decimal that reads back as this number, as Intl rounds it
  if (!Number.isFinite(value) || digits.includes('e')) {
    return new Intl.NumberFormat('ru-RU', { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = digits.split('.');
  let { wholePart, fractionPart } = roundHalfUp(whole, fraction, maximumFractionDigits);
  fractionPart = fractionPart.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  wholePart = wholePart.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${wholePart}${fractionPart ? `,${fractionPart}` : ''}`;
}

/** Rounds the decimal digits `whole.fraction` to `places` decimals, a 5 and above going up. */
function roundHalfUp(whole: string, fraction: string, places: number): { wholePart: string; fractionPart: string } {
  if (fraction.length <= places) return { wholePart: whole, fractionPart: fraction };
  const kept = whole + fraction.slice(0, places);
  const roundsUp = fraction.charCodeAt(places) >= '5'.charCodeAt(0);
  const rounded = roundsUp ? addOne(kept) : kept;
  const wholeLength = rounded.length - places;
  return { wholePart: rounded.slice(0, wholeLength), fractionPart: rounded.slice(wholeLength) };
}

/** '1299' → '1300', '999' → '1000': one added to a string of decimal digits. */
function addOne(decimalDigits: string): string {
  const digits = decimalDigits.split('');
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    if (digits[index] !== '9') {
      digits[index] = String(Number(digits[index]) + 1);
      return digits.join('');
    }
    digits[index] = '0';
  }
  return `1${digits.join('')}`;
}

/** An amount in roubles: `12 345 ₽`, both spaces U+00A0, so the sign never wraps onto a line of its own in a narrow cell or a mail. */
export function formatRub(amount: number): string {
  return `${formatRussianNumber(amount)}\u00a0₽`;
}
