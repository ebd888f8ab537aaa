import { expect, type Download, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';

/** The four ways a visitor sees the public pages: kr and en, desktop and a 390 px phone. */
export const VISITOR_VIEWS = [
  { lang: 'kr', prefix: '', width: 1280, height: 800, device: 'desktop' },
  { lang: 'en', prefix: '/en', width: 1280, height: 800, device: 'desktop' },
  { lang: 'kr', prefix: '', width: 390, height: 844, device: 'phone' },
  { lang: 'en', prefix: '/en', width: 390, height: 844, device: 'phone' },
] as const;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  expect(file).toBeTruthy();
  return readFile(file as string);
}

/**
 * Clicks a wheel sector where a visitor would: a point inside its painted shape (found with
 * SVG hit-testing), not the middle of its bounding box, which for a ring sector lies outside it.
 */
export async function clickWheelNode(page: Page, id: string): Promise<void> {
  const node = page.getByTestId(`wheel-node-${id}`);
  await node.scrollIntoViewIfNeeded();
  const point = await node.locator('path').evaluate((el) => {
    const path = el as SVGPathElement;
    const svg = path.ownerSVGElement as SVGSVGElement;
    const box = path.getBBox();
    const ctm = path.getScreenCTM() as DOMMatrix;
    for (let fy = 0.5; fy < 1; fy += 0.05) {
      for (const sy of [fy, 1 - fy]) {
        for (let fx = 0.05; fx < 1; fx += 0.05) {
          const p = svg.createSVGPoint();
          p.x = box.x + box.width * fx;
          p.y = box.y + box.height * sy;
          if (path.isPointInFill(p)) {
            const s = p.matrixTransform(ctm);
            return { x: s.x, y: s.y };
          }
        }
      }
    }
    return null;
  });
  expect(point).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}
