/**
 * A document number as the profile shows it: only the last three characters, the rest as dots,
 * so a screen seen over the shoulder or a printed receipt left on a desk gives nobody the
 * passport. The owner's answer carries the full number; the form of saved passengers shows it.
 */
export function maskDocumentNumber(number: string): string {
  const visible = number.slice(-3);
  if (number.length <= 3) return '•'.repeat(number.length);
  return `${'•'.repeat(Math.min(number.length - 3, 7))}${visible}`;
}
