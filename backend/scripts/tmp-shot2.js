const { chromium } = require('playwright-core');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const p = await b.newPage({ viewport: { width: 390, height: 844 } });
  await p.goto('http://127.0.0.1:8080/info/beannote/beandetail/40ab7a44-e7b8-4793-8103-f1a54f48a07c');
  const c = p.getByTestId('bean-story-curve');
  await c.scrollIntoViewIfNeeded();
  await c.screenshot({ path: '/tmp/curve-390.png' });
  const q = await b.newPage({ viewport: { width: 1280, height: 900 } });
  await q.goto('http://127.0.0.1:8080/en/info/chart/roastingprofile');
  await q.getByTestId('roast-timeline').screenshot({ path: '/tmp/timeline-1280.png' });
  await b.close();
})();
