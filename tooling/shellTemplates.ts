import { earlyAnswersGlobal, prerenderedAttribute } from '../shared/prerenderedShell';
import type { PictureCondition } from './landingRoutes';

/** Where the HTML shell keeps the prerendered routes; the id of each is this plus its path. */
// The app's module scripts, which the picker loads after the first paint, are listed (JSON) in
// its `data-app-scripts` attribute, where the bench finds them too.
export const shellIdPrefix = 'shell:';

/** A prerendered route: its markup, and the scripts its page needs beyond the shell. */
export interface RouteShell {
  markup: string;
  preload: string[];
  /** Visitors for whom the picture would be wrong (see PictureCondition). */
  shownUnless?: PictureCondition;
}

/** Addresses with no picture of their own whose page scripts are still worth asking for early. */
export interface PatternPreload {
  /** A regular expression (source text) the whole path must match. */
  pattern: string;
  preload: string[];
  /** The product the address names, asked for before the app's code arrives (see ProductRequest). */
  productRequest?: ProductRequest;
}

/**
 * A product address's product, asked for by the boot script exactly as the app asks
 * (src/api/shopper.ts getProductBySlug, in the saved market or else the default one), and left
 * for the app under its URL (earlyAnswersGlobal): the page then renders with the product instead
 * of asking for it after its code has run.
 */
export interface ProductRequest {
  /** The request's URL with `{slug}` for the address's second segment. */
  url: string;
  market: { country: string; language: string };
}

/**
 * Runs as the body ends. It shows the address's prerendered route (marking #root, see
 * prerenderedAttribute), then lets the browser paint
 * it before it asks for the app's scripts and the page's own (instead of after the shell's script
 * has run), so the first paint never waits for JavaScript. A shopper whose saved market speaks
 * another language than the prerendered Swedish keeps the neutral skeleton, so the page never
 * flashes the wrong language, and one with a cookie or stored entry a route's picture depends on
 * (its shownUnless) keeps it too. ES5 on purpose; a hidden tab, which gets no frames, loads anyway.
 * The tags go into the head in one insertion: one at a time cost about 5 ms each on a phone.
 */
/**
 * The product page's first picture, painted by the picker from the early answer while the app's
 * code is still on its way: the product's brand, its name as the page's heading and its picture
 * (the colour the address names, else the first), in the skeleton's place, laid out as the page
 * lays them out (index.html's boot-product styles). Only while the neutral skeleton is still up:
 * once the app has rendered, it is left alone; the app renders the page anew over it. Texts go in
 * as text, a picture only from a path or an http(s) address.
 * ES5, as the picker.
 */
const productPicture =
  `function(a){var b=document.querySelector('#root .boot-main'),o=a&&a.data,v,c,x,j,r,h,im,src;` +
  `if(!b||!o||typeof o.name!=='string')return;` +
  `v=Object.prototype.toString.call(o.variants)==='[object Array]'?o.variants:[];x=v[0];` +
  `try{c=new URLSearchParams(location.search).get('color');}catch(y){c=null;}` +
  `for(j=0;j<v.length;j++)if(v[j]&&v[j].colorKey===c){x=v[j];break;}` +
  `src=(x&&typeof x.imageUrl==='string'&&x.imageUrl)||(typeof o.imageUrl==='string'&&o.imageUrl)||'';` +
  `r=document.createElement('div');if(typeof o.brand==='string'&&o.brand){h=document.createElement('p');h.textContent=o.brand;r.appendChild(h);}` +
  `h=document.createElement('h1');h.textContent=o.name;r.appendChild(h);` +
  `for(j=0;j<3;j++){x=document.createElement('div');x.className='boot-line';x.style.width=(60-j*15)+'%';r.appendChild(x);}` +
  `b.className='boot-main boot-product';b.replaceChildren(r);` +
  `if(/^(\\/|https?:\\/\\/)/.test(src)){im=document.createElement('img');im.src=src;im.alt=o.name;im.width=600;im.height=600;` +
  `im.setAttribute('fetchpriority','high');b.insertBefore(im,r);}}`;

const picker = (
  preloads: Record<string, string[]>,
  patterns: PatternPreload[],
  storageKey: string,
  conditions: Record<string, PictureCondition>,
  everyPage: string[],
) =>
  `(function(){var p=location.pathname,A=${JSON.stringify(everyPage)},s=JSON.parse(document.querySelector('script[data-app-scripts]').getAttribute('data-app-scripts')),f=${JSON.stringify(preloads)}[p],P=${JSON.stringify(patterns.map(({ pattern, preload, productRequest }) => [pattern, preload, productRequest ?? null]))},c=${JSON.stringify(conditions)}[p],d=0,i,e,q=null,m=null;` +
  `for(i=0;!f&&i<P.length;i++)if(new RegExp(P[i][0]).test(p)){f=P[i][1];q=P[i][2];}f=A.concat(f||[]);` +
  `function boot(){if(d)return;d=1;var g=document.createDocumentFragment();` +
  `for(i=0;i<s.length;i++){e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s[i];g.appendChild(e);}` +
  `for(i=0;i<f.length;i++){e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];g.appendChild(e);}` +
  `document.head.appendChild(g);}` +
  `var show=true;try{m=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'null');` +
  `if(m&&typeof m.language==='string'&&m.language.toLowerCase()!=='sv')show=false;}catch(x){}` +
  `if(c){for(i=0;c.cookies&&i<c.cookies.length;i++)if((' '+document.cookie).indexOf(' '+c.cookies[i]+'=')>=0)show=false;` +
  `try{for(i=0;c.storageKeys&&i<c.storageKeys.length;i++)if(localStorage.getItem(c.storageKeys[i])!==null)show=false;}catch(x){}}` +
  `if(q&&window.fetch)try{var k=m&&typeof m.country==='string'&&typeof m.language==='string'?m:q.market,` +
  `u=q.url.replace('{slug}',encodeURIComponent(decodeURIComponent(p.split('/')[2])))+'?countryCode='+encodeURIComponent(k.country)+'&languageCode='+encodeURIComponent(k.language),` +
  `w=window[${JSON.stringify(earlyAnswersGlobal)}]=window[${JSON.stringify(earlyAnswersGlobal)}]||{};` +
  `w[u]=fetch(u,{headers:{Accept:'application/json'}}).then(function(r){return r.ok?r.json().then(function(b){return{status:r.status,data:b};}):null;})['catch'](function(){return null;});` +
  `w[u].then(${productPicture});}catch(x){}` +
  `var t=show&&document.getElementById(${JSON.stringify(shellIdPrefix)}+p);` +
  `if(t){e=document.getElementById('root');e.replaceChildren(t.content.cloneNode(true));e.setAttribute('inert','');e.setAttribute(${JSON.stringify(prerenderedAttribute)},p);}` +
  `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();`;

const moduleScript = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const styleTag = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * The routes' class styles as one tag, in their order: emotion moves each server-rendered tag it
 * finds as the app boots (a style recalculation each), and reads every id listed on a tag as
 * already inserted. Global styles keep their own tags, which emotion's Global looks up by name.
 */
function mergedStyles(styles: Iterable<string>): string {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  for (const style of styles) {
    const [, key, names, css] = /^<style data-emotion="(\S+) ([^"]*)">([^<]*)<\/style>$/.exec(style) ?? [];
    if (key === 'css' && names && css !== undefined) {
      ids.push(names);
      rules.push(css);
    } else globals.push(style);
  }
  const classes =
    ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return globals.join('') + classes;
}

/**
 * Puts the prerendered routes and their picker at the end of the built index.html's body, and
 * their styles, each once, at the end of its head (the routes share most of them; see mergedStyles).
 */
export function injectShells(
  html: string,
  shells: Record<string, RouteShell>,
  marketStorageKey: string,
  patterns: PatternPreload[] = [],
  everyPage: string[] = [],
): string {
  const styles = new Set<string>();
  const templates = Object.entries(shells)
    .map(([path, { markup }]) => {
      for (const style of markup.match(styleTag) ?? []) styles.add(style);
      // The markup exactly as React renders it, so the app hydrates it (src/main.tsx).
      return `<template id="${shellIdPrefix}${path}">${markup.replace(styleTag, '')}</template>`;
    })
    .join('');
  const preloads = Object.fromEntries(Object.entries(shells).map(([path, { preload }]) => [path, preload]));
  const conditions = Object.fromEntries(
    Object.entries(shells).flatMap(([path, { shownUnless }]) => (shownUnless ? [[path, shownUnless]] : [])),
  );
  const scripts = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (scripts.length === 0) throw new Error('index.html has no module script for the picker to load');
  html = html.replace(moduleScript, '');
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < 0)
    throw new Error('index.html has no </head> or </body> to put the prerendered routes in');
  return (
    `${html.slice(0, head)}${mergedStyles(styles)}${html.slice(head, body)}` +
    `${templates}<script data-app-scripts='${JSON.stringify(scripts)}'>${picker(preloads, patterns, marketStorageKey, conditions, everyPage)}</script>\n  ${html.slice(body)}`
  );
}

/**
 * Where a static host (and `vite preview`) looks for a route's own document: `/` is index.html,
 * `/cart` is cart.html, `/signup/` is signup/index.html.
 */
export function routeDocumentFile(route: string): string {
  if (route === '/') return 'index.html';
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/**
 * One document per prerendered route, each carrying its own route only, so a visitor's browser
 * parses one picture instead of all of them; every other address falls back to index.html and
 * its skeleton, which also preloads the page scripts of the `patterns` its address matches.
 */
export function routeDocuments(
  html: string,
  shells: Record<string, RouteShell>,
  marketStorageKey: string,
  patterns: PatternPreload[] = [],
  /** Scripts every page asks for beside the shell (the side-effects chunk: the sagas and their services). */
  everyPage: string[] = [],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shells).map(([route, shell]) => {
      const file = routeDocumentFile(route);
      const fallback = file === 'index.html' ? patterns : [];
      return [file, injectShells(html, { [route]: shell }, marketStorageKey, fallback, everyPage)];
    }),
  );
}
