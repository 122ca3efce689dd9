#!/usr/bin/env node
// @ts-check
/**
 * Draws the web app icons (static/img/icons/*.png) from our logo,
 * static/img/logo.svg, with Debian's Chromium: 192 and 512 px, and a 512 px
 * "maskable" icon with the logo inside the safe zone on the brand blue.
 * Run after the logo changes: node scripts/make-icons.mjs
 */
import fs from 'node:fs';
import {chromium} from 'playwright-core';

const svg = fs.readFileSync('static/img/logo.svg', 'utf8');
const outDir = 'static/img/icons';
const BRAND_BLUE = '#0b5ea8';

const icons = [
  {file: 'icon-192.png', size: 192, inset: 0},
  {file: 'icon-512.png', size: 512, inset: 0},
  // Maskable: platforms crop to a circle or squircle; keep the logo within the central 80%.
  {file: 'icon-maskable-512.png', size: 512, inset: 0.12},
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
fs.mkdirSync(outDir, {recursive: true});
for (const {file, size, inset} of icons) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  const pad = Math.round(size * inset);
  await page.setContent(
    `<body style="margin:0;background:${inset ? BRAND_BLUE : 'transparent'}">` +
      `<div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px;margin:${pad}px">` +
      svg.replace('<svg ', '<svg width="100%" height="100%" ') +
      '</div></body>',
  );
  await page.screenshot({path: `${outDir}/${file}`, omitBackground: !inset});
  await page.close();
  console.log(`${outDir}/${file}`);
}
await browser.close();
