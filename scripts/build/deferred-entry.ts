/**
 * The page paints before its JavaScript is fetched (issue 26, LCP). The pre-renderer asks
 * for the entry module and its imports in the head, where a phone on a slow network fetches
 * them beside the largest picture and Lighthouse counts them before the first paint. Here
 * they move to the route data block (`data-entry`, `data-preload`), and one small deferred
 * script asks for them right after the first frame is painted (and, on a page with a picture
 * marked as its largest, `fetchpriority="high"`, once that picture is decoded and can paint, or
 * after 2.5 s if it has not arrived by then): the
 * page's route data file, the shared parts it names, and the preloads first, then the entry, as the pre-renderer had them. On a fast connection that is one frame later; the
 * measurements are in docs/performance.md. It also holds a form sent before the app has taken it over
 * (docs/decisions/relay.md#before-the-script), and then asks for the app at once.
 */
import { createHash } from 'node:crypto';
import { DATA_FILE_ATTRIBUTE, ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, ROUTE_DATA_ID, SHARED_ATTRIBUTE } from '../../src/app/route-data.js';
import { CONSENT_FIELD, ENQUIRY_ENDPOINT, HELD_SUBMIT_PROPERTY } from '../../src/lib/enquiry/held-submit.js';

/**
 * The loader, as a classic script (no module, no inline code: the CSP allows neither an
 * inline script nor eval). A hidden tab paints nothing, so it starts at once there.
 */
export const BOOT_SCRIPT =
  // Each element asked for starts a request, a few ms of a phone's main thread; a page asks for
  // about 20, so they are added one to a task (a message between tasks, which no timer clamps), and
  // Lighthouse counts no long task. A form held for the app adds what is left at once.
  `(function(d){var started,queue=[],channel=new MessageChannel(),next=channel.port1.onmessage=function(){queue.length&&(queue.shift()(),channel.port2.postMessage(0))};` +
  `function start(urgent){if(!started){started=1;var data=d.getElementById('${ROUTE_DATA_ID}'),add=function(tag,props,parent){` +
  `queue.push(function(){parent.appendChild(Object.assign(d.createElement(tag),{crossOrigin:''},props))})};if(!data)return;` +
  `[data.getAttribute('${DATA_FILE_ATTRIBUTE}')].concat((data.getAttribute('${SHARED_ATTRIBUTE}')||'').split(' ')).forEach(function(href){href&&add('link',{rel:'preload',as:'fetch',href:href},d.head)});` +
  `data.getAttribute('${PRELOAD_ATTRIBUTE}').split(' ').forEach(function(href){href&&add('link',{rel:'modulepreload',href:href},d.head)});` +
  `add('script',{type:'module',src:data.getAttribute('${ENTRY_ATTRIBUTE}')},d.body);next()}` +
  `while(urgent&&queue.length)queue.shift()()}` +
  // A form that collects personal data, sent before its code has taken it over (no React handler
  // prevented the send): held, never a GET with the fields in the URL; the app is asked for at once
  // and the form sends it once it is ready (src/lib/enquiry/held-submit.ts, docs/decisions/relay.md#before-the-script).
  // Meanwhile the form is marked busy, which its Send button shows (index.html's style).
  `d.addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!f.elements||!(f.elements.namedItem('${CONSENT_FIELD}')||f.getAttribute('action')=='${ENQUIRY_ENDPOINT}'))return;` +
  `e.preventDefault();f.${HELD_SUBMIT_PROPERTY}=Date.now();f.setAttribute('aria-busy','true');start(1)});` +
  // When to start: once the largest paint is the picture marked as the page's largest
  // (fetchpriority="high"), or a paint at least as large as the part of it on the screen (then it
  // cannot be the largest), or the first largest paint when no such picture is on the screen.
  // Where the browser does not report largest paints: once that picture is decoded, a frame later.
  // At most 2.5 s.
  `var image=d.querySelector('img[fetchpriority=high]'),area=0,waiting=1,later=function(){waiting&&setTimeout(start);waiting=0},box;` +
  `if(d.visibilityState=='hidden')return start();setTimeout(later,2500);` +
  `if(image){box=image.getBoundingClientRect();area=Math.max(0,Math.min(box.right,innerWidth)-Math.max(box.left,0))*Math.max(0,Math.min(box.bottom,innerHeight)-Math.max(box.top,0))}` +
  `if((PerformanceObserver.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return area?image.decode().then(later,later):requestAnimationFrame(later);` +
  `new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){(!area||entry.element==image||entry.size>=area)&&later()})}).observe({type:'largest-contentful-paint',buffered:true})` +
  `})(document);\n`;

export const BOOT_FILE = `boot-${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 10)}.js`;

const ENTRY_RE = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD_RE = /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)">/g;

export function deferEntry(html: string, file = 'page'): string {
  const entry = ENTRY_RE.exec(html);
  if (!entry) throw new Error(`deferred-entry: ${file} has no entry module`);
  const preloads = [...html.matchAll(PRELOAD_RE)];
  let out = html.replace(entry[0], `<script src="/assets/${BOOT_FILE}" defer></script>`);
  for (const [tag] of preloads) out = out.replace(tag, '');
  const block = `<script type="application/json" id="${ROUTE_DATA_ID}"`;
  if (!out.includes(block)) throw new Error(`deferred-entry: ${file} has no route data block`);
  const hrefs = preloads.map((match) => match[1]).join(' ');
  return out.replace(block, `${block} ${ENTRY_ATTRIBUTE}="${entry[1]}" ${PRELOAD_ATTRIBUTE}="${hrefs}"`);
}
