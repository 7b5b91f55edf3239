/**
 * Document numbers on a result page are masked even for their owner (a screen may be shared):
 * bullets then the last four characters, as the API masks them for a guest link. A number the
 * API already masked stays as it is.
 */
export function maskDocument(number: string): string {
  if (number.includes('•') || number.includes('*')) return number;
  const compact = number.replace(/\s+/g, '');
  if (compact.length <= 4) return '••••';
  return `${'•'.repeat(Math.min(6, compact.length - 4))}${compact.slice(-4)}`;
}
