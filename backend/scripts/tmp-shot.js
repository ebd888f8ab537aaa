const { chromium } = require('playwright-core');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [name, url, w] of JSON.parse(process.argv[2])) {
    const p = await b.newPage({ viewport: { width: w, height: 800 } });
    await p.goto('http://127.0.0.1:8080' + url, { waitUntil: 'networkidle' });
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
    await p.close();
  }
  await b.close();
})();
