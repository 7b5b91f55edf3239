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
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { path: d, extent: modules + QUIET_ZONE * 2 };
  }, [payload]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
