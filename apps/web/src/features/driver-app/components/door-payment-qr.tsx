import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The QR code of a door payment link, drawn as one SVG path (dark modules on white, a 4-module quiet zone) so any
 * phone camera reads it in sunlight. Loaded lazily: only a driver at the door of a cash order downloads the encoder.
 */
export function DoorPaymentQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: d };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="mx-auto block aspect-square w-full max-w-72 bg-white"
      data-testid="door-payment-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export default DoorPaymentQr;
