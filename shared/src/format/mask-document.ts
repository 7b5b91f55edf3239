/**
 * A document number as every page, receipt and guest link shows it: at most six bullets, then the last four characters, so a
 * screen seen over a shoulder gives nobody the passport. Typed spaces do not count; four characters or fewer show none; a number
 * the API already masked stays as it is.
 */
export function maskDocumentNumber(number: string): string {
  if (number.includes('•')) return number;
  const compact = number.replace(/\s+/g, '');
  if (compact.length === 0) return '';
  if (compact.length <= 4) return '••••';
  return `${'•'.repeat(Math.min(6, compact.length - 4))}${compact.slice(-4)}`;
}
