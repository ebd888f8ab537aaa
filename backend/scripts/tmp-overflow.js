const { chromium } = require('playwright-core');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const p = await b.newPage({ viewport: { width: 390, height: 844 } });
  await p.addInitScript(() => {
    window.__wide = [];
    const tick = () => {
      const w = document.documentElement.scrollWidth;
      if (w > innerWidth) {
        const offenders = [];
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.right > innerWidth + 1 && r.width > 0) offenders.push(`${el.tagName}.${String(el.className).slice(0, 60)} [${el.getAttribute('data-testid') || ''}] w=${Math.round(r.width)} r=${Math.round(r.right)} "${(el.textContent || '').slice(0, 40)}"`);
        }
        window.__wide.push({ t: Math.round(performance.now()), w, path: location.pathname, offenders: offenders.slice(0, 8) });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await p.goto('http://127.0.0.1:8080/user/signin');
  await p.fill('input[name="user_id"]', 'roaster');
  await p.fill('input[name="user_pass"]', 'beantrail');
  await p.click('[data-testid="signin-submit"]');
  await p.waitForSelector('[data-testid="btn-signout"]');
  for (const path of ['/roaster/blending/result', '/roaster/roasting/result', '/roaster/greenbean/default']) {
    await p.goto('http://127.0.0.1:8080' + path);
    await p.waitForSelector('[data-testid="list-row"]');
    await p.click('[data-testid="list-row"] >> nth=0');
    await p.waitForTimeout(4000);
    const wide = await p.evaluate(() => window.__wide);
    console.log(path, JSON.stringify(wide.slice(0, 3), null, 1));
  }
  await b.close();
})();
