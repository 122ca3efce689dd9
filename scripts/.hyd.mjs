import {chromium} from 'playwright-core';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 412, height: 823}});
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.addInitScript(() => {
  window.__removed = [];
  new MutationObserver((muts) => {
    for (const m of muts) for (const n of m.removedNodes) if (n.nodeType === 1) window.__removed.push(n.tagName + '.' + (n.className || '').toString().slice(0, 60) + ' children:' + n.childElementCount);
  }).observe(document, {childList: true, subtree: true});
});
await page.goto(process.argv[2], {waitUntil: 'networkidle'});
await page.waitForTimeout(1500);
console.log((await page.evaluate(() => window.__removed)).slice(0, 30).join('\n'));
const lcp = await page.evaluate(() => new Promise((res) => new PerformanceObserver((l) => res(l.getEntries().map((e) => `${Math.round(e.startTime)} ${e.element?.tagName} ${e.size}`))).observe({type: 'largest-contentful-paint', buffered: true})));
console.log(lcp);
await browser.close();
