import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useChartText } from './charts-text';
import { copyText, downloadBlob } from './download';
import { qrFileName } from './qr-file';

/**
 * The quiet zone of a downloaded code, in modules: the standard's 4 (ISO/IEC 18004), as a printed
 * label needs it (roaster review); on screen the page's own white space does the job, so 2 there.
 */
const DOWNLOAD_MARGIN = 4;
/** The caption's type in the PNG, in pixels of the doubled-size image. */
const CAPTION_PX = 22;
const CAPTION_LINE = 30;

export interface QrCodeViewProps {
  value: string;
  /** Spec 000 §9: canvas by default, or SVG. */
  type?: 'canvas' | 'svg';
  size?: number;
  /** Show the PNG / SVG download buttons. */
  downloads?: boolean;
  /** Lines under the code, on screen, in the PNG and on the printed label (a lot's name and date). */
  caption?: readonly string[];
  /** What names the files, before the timestamp (the lot's name, the code's kind); QRCode without it. */
  fileName?: readonly string[];
  /** Print (a label: the code and its caption only) and Copy link buttons. */
  tools?: boolean;
}

/** The code with its caption lines under it, on white, as one PNG. */
async function pngWithCaption(value: string, width: number, caption: readonly string[]): Promise<Blob> {
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, value, { width, margin: DOWNLOAD_MARGIN });
  const out = document.createElement('canvas');
  out.width = code.width;
  out.height = code.height + (caption.length ? caption.length * CAPTION_LINE + 8 : 0);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(code, 0, 0);
  ctx.fillStyle = '#000000';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  caption.forEach((line, i) => {
    ctx.font = `${i === 0 ? 'bold ' : ''}${CAPTION_PX}px sans-serif`;
    ctx.fillText(line, out.width / 2, code.height - 4 + i * CAPTION_LINE, out.width - 16);
  });
  return new Promise<Blob>((resolve, reject) =>
    out.toBlob((b) => (b ? resolve(b) : reject(new Error('png export failed'))), 'image/png'),
  );
}

/**
 * A label-sized print of one code: while it prints, everything but the marked code and its caption
 * is hidden (@media print), so the browser's own dialog prints a label, not the page.
 */
const PRINT_STYLE = `@media print {
  @page { size: 62mm 90mm; margin: 4mm; }
  body * { visibility: hidden !important; }
  [data-qr-printing], [data-qr-printing] * { visibility: visible !important; }
  [data-qr-printing] { position: fixed !important; left: 0; top: 0; width: 100%; }
  [data-qr-printing] [data-qr-screen-only] { display: none !important; }
  [data-qr-printing] canvas, [data-qr-printing] svg { width: 50mm !important; height: 50mm !important; }
}`;

function printLabel(el: HTMLElement | null) {
  if (!el) return;
  const style = document.createElement('style');
  style.textContent = PRINT_STYLE;
  document.head.appendChild(style);
  el.setAttribute('data-qr-printing', '');
  const done = () => {
    el.removeAttribute('data-qr-printing');
    style.remove();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // A browser that prints without the afterprint event (or returns at once) still gets the page back.
  setTimeout(done, 60_000);
}

/** QR code of a text or link (spec 000 §2/§9): downloads named after what it is, a printable label, its link copied. */
export function QrCodeView({
  value,
  type = 'canvas',
  size = 180,
  downloads = true,
  caption = [],
  fileName = [],
  tools = false,
}: QrCodeViewProps) {
  const { c } = useChartText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState('');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  useEffect(() => {
    if (type === 'canvas' && canvas.current) void QRCode.toCanvas(canvas.current, value, { width: size, margin: 2 });
    if (type === 'svg') void QRCode.toString(value, { type: 'svg', width: size, margin: 2 }).then(setSvg);
  }, [value, type, size]);
  // Drawn on a canvas of its own and exported as a blob: no fetch of a data: URL, which the
  // Content-Security-Policy's connect-src does not allow.
  const savePng = async () => downloadBlob(await pngWithCaption(value, size * 2, caption), qrFileName(fileName, 'png'));
  const saveSvg = async () => {
    const text = await QRCode.toString(value, { type: 'svg', width: size, margin: DOWNLOAD_MARGIN });
    downloadBlob(new Blob([text], { type: 'image/svg+xml' }), qrFileName(fileName, 'svg'));
  };
  const copyLink = async () => setCopied((await copyText(value)) ? 'ok' : 'failed');
  return (
    <Stack ref={box} spacing={1} sx={{ alignItems: 'center' }} data-testid="qr-code">
      {type === 'canvas' ? (
        <canvas ref={canvas} role="img" aria-label={`${c.qr}: ${value}`} width={size} height={size} />
      ) : (
        <Box
          role="img"
          aria-label={`${c.qr}: ${value}`}
          sx={{ width: size, height: size }}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      {caption.length > 0 && (
        <Box sx={{ textAlign: 'center' }} data-testid="qr-caption">
          {caption.map((line, i) => (
            <Typography key={i} variant={i === 0 ? 'subtitle2' : 'caption'} component="div">
              {line}
            </Typography>
          ))}
        </Box>
      )}
      {(downloads || tools) && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
          data-qr-screen-only=""
        >
          {downloads && (
            <>
              <Button size="small" variant="outlined" onClick={() => void savePng()} data-testid="qr-download-png">
                {c.qr_png}
              </Button>
              <Button size="small" variant="outlined" onClick={() => void saveSvg()} data-testid="qr-download-svg">
                {c.qr_svg}
              </Button>
            </>
          )}
          {tools && (
            <>
              <Button size="small" variant="outlined" onClick={() => printLabel(box.current)} data-testid="qr-print">
                {c.qr_print}
              </Button>
              <Button size="small" variant="outlined" onClick={() => void copyLink()} data-testid="qr-copy-link">
                {c.qr_copy_link}
              </Button>
            </>
          )}
        </Stack>
      )}
      {copied && (
        <Typography
          role="status"
          variant="caption"
          color={copied === 'ok' ? 'success.main' : 'error'}
          data-testid="qr-copy-status"
          data-qr-screen-only=""
        >
          {copied === 'ok' ? c.qr_link_copied : c.qr_copy_failed}
        </Typography>
      )}
    </Stack>
  );
}
