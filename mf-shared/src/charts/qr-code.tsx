import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useChartText } from './charts-text';
import { downloadBlob } from './download';

/**
 * The quiet zone of a downloaded code, in modules: the standard's 4 (ISO/IEC 18004), as a printed
 * label needs it (roaster review); on screen the page's own white space does the job, so 2 there.
 */
const DOWNLOAD_MARGIN = 4;

export interface QrCodeViewProps {
  value: string;
  /** Spec 000 §9: canvas by default, or SVG. */
  type?: 'canvas' | 'svg';
  size?: number;
  /** Show the PNG / SVG download buttons (files QRCode.png, QRCode.svg). */
  downloads?: boolean;
}

/** QR code of a text or link (spec 000 §2/§9), with downloads named QRCode.png / QRCode.svg. */
export function QrCodeView({ value, type = 'canvas', size = 180, downloads = true }: QrCodeViewProps) {
  const { c } = useChartText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [svg, setSvg] = useState('');
  useEffect(() => {
    if (type === 'canvas' && canvas.current) void QRCode.toCanvas(canvas.current, value, { width: size, margin: 2 });
    if (type === 'svg') void QRCode.toString(value, { type: 'svg', width: size, margin: 2 }).then(setSvg);
  }, [value, type, size]);
  // Drawn on a canvas of its own and exported as a blob: no fetch of a data: URL, which the
  // Content-Security-Policy's connect-src does not allow (issue 14 item 12).
  const savePng = async () => {
    const big = document.createElement('canvas');
    await QRCode.toCanvas(big, value, { width: size * 2, margin: DOWNLOAD_MARGIN });
    const blob = await new Promise<Blob>((resolve, reject) => big.toBlob((b) => (b ? resolve(b) : reject(new Error('png export failed'))), 'image/png'));
    downloadBlob(blob, 'QRCode.png');
  };
  const saveSvg = async () => {
    const text = await QRCode.toString(value, { type: 'svg', width: size, margin: DOWNLOAD_MARGIN });
    downloadBlob(new Blob([text], { type: 'image/svg+xml' }), 'QRCode.svg');
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="qr-code">
      {type === 'canvas' ? (
        <canvas ref={canvas} role="img" aria-label={`${c.qr}: ${value}`} width={size} height={size} />
      ) : (
        <Box role="img" aria-label={`${c.qr}: ${value}`} sx={{ width: size, height: size }} dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      {downloads && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => void savePng()} data-testid="qr-download-png">
            {c.qr_png}
          </Button>
          <Button size="small" variant="outlined" onClick={() => void saveSvg()} data-testid="qr-download-svg">
            {c.qr_svg}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
