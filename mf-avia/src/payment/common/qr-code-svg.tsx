import { useMemo } from 'react';
import { encode } from 'uqr';

/** Quiet zone in modules: scanners need a light margin of about four modules around the code. */
const QUIET_ZONE = 4;

/**
 * The QR code as one SVG path (uqr encodes; React draws, so no markup string is injected).
 * Error correction M survives a smudged or glaring screen without making the code much denser.
 */
export function QrCodeSvg({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { data, size: modules } = encode(payload, { ecc: 'M', border: 0 });
    // One rectangle per horizontal run of dark modules keeps the path short.
    let d = '';
    data.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue;
        let run = 1;
        while (row[x + run]) run++;
        d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
        x += run - 1;
      }
    });
    return { path: d, extent: modules + QUIET_ZONE * 2 };
  }, [payload]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
