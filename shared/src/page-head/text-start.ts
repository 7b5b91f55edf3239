/** The start of a text for a description: whole words, at most `max` characters, '…' when cut; no-break spaces stay. */
export function textStart(text: string, max = 160): string {
  const flat = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
