// Browser-only helpers to save what a widget or page shows. No library: an SVG is serialised,
// drawn on a canvas and exported; an HTML element is wrapped in an SVG <foreignObject> first.

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: Chromium reads the URL asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image could not be rendered'));
    img.src = src;
  });
}

async function svgTextToPng(svgText: string, width: number, height: number, background: string): Promise<Blob> {
  const scale = Math.min(2, window.devicePixelRatio || 1) || 1;
  const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('png export failed'))), 'image/png'),
  );
}

/** An <svg> element as a PNG (its computed size), on a solid background. */
export function svgToPng(svg: SVGSVGElement, background = '#ffffff'): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  return svgTextToPng(new XMLSerializer().serializeToString(clone), width, height, background);
}

/** Copies the computed style of every element into its clone, so the snapshot looks like the page. */
function inlineStyles(source: Element, target: Element): void {
  const style = getComputedStyle(source);
  const decl: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const prop = style[i];
    decl.push(`${prop}:${style.getPropertyValue(prop)}`);
  }
  target.setAttribute('style', decl.join(';'));
  if (source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement)
    target.setAttribute('value', source.value);
  for (let i = 0; i < source.children.length; i++) inlineStyles(source.children[i], target.children[i]);
}

/** An HTML element (a whole page section) as a PNG, drawn through an SVG foreignObject. */
export function elementToPng(el: HTMLElement): Promise<Blob> {
  const { width, height } = el.getBoundingClientRect();
  const clone = el.cloneNode(true) as HTMLElement;
  inlineStyles(el, clone);
  clone.querySelectorAll('canvas').forEach((c) => c.remove());
  const bg = getComputedStyle(document.body).backgroundColor || '#ffffff';
  const html = new XMLSerializer().serializeToString(clone);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="100%" height="100%">${html}</foreignObject></svg>`;
  return svgTextToPng(svg, width, height, bg);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
