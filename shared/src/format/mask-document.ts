/**
 * A document number as every page, receipt and guest link shows it: bullets, then the last four
 * characters, so a screen seen over a shoulder or a printed receipt gives nobody the passport. Spaces
 * a person typed do not count; at most six bullets keep the column short; a number of four
 * characters or fewer shows none of them. A number the API already masked stays as it is.
 */
export function maskDocumentNumber(number: string): string {
  if (number.includes('•')) return number;
  const compact = number.replace(/\s+/g, '');
  if (compact.length === 0) return '';
  if (compact.length <= 4) return '••••';
  return `${'•'.repeat(Math.min(6, compact.length - 4))}${compact.slice(-4)}`;
}
