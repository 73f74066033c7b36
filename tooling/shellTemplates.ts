import {
  earlyAnswersGlobal,
  prerenderedAttribute,
  prerenderedPageId,
  servedHeadAttribute,
} from '../shared/prerenderedShell';
import type { PictureCondition } from './landingRoutes';

/** The id of the template that keeps the neutral skeleton, for a visitor the picture does not fit. */
// The app's module scripts, which the picker loads after the first paint, are listed (JSON) in
// its `data-app-scripts` attribute, where the bench finds them too.
export const skeletonId = 'shell:skeleton';

/** A prerendered route: its markup, and the scripts its page needs beyond the shell. */
export interface RouteShell {
  /** Its address; null for a document served at any address (404.html). */
  route: string | null;
  /** The page as React rendered it: its head elements, styles and body markup. */
  markup: string;
  preload: string[];
  /** The market the picture shows (its id): a visitor who saved another keeps the skeleton. */
  marketId: string;
  /** The document's language (<html lang>). */
  language: string;
  /** What the picture shows, for the store as the app hydrates it (src/core/prerenderedPage.ts). */
  page?: unknown;
  /** Visitors for whom the picture would be wrong (see PictureCondition). */
  shownUnless?: PictureCondition;
  /** False for a document with no picture of a page (its #root is the skeleton). */
  picture?: boolean;
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
 * Runs as the body ends. The page is in #root as served, readable without JavaScript; the picker
 * marks it for hydration (prerenderedAttribute) and makes it inert, then lets the browser paint it
 * before it asks for the app's scripts and the page's own (instead of after the shell's script has
 * run), so the first paint never waits for JavaScript. A shopper whose saved market is another
 * than the picture's gets the neutral skeleton in its place, so the page never flashes the wrong
 * language or prices, and so does one with a cookie or stored entry the picture depends on (its
 * shownUnless), and any product address on a document for any address (404.html: the product may
 * be newer than the build). ES5 on purpose; a hidden tab, which gets no frames, loads anyway.
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

/** What the picker needs to know of its document, in a data block beside it (pickerSettingsId). */
interface PickerSettings {
  /** The picture's address; null for a document served at any address. */
  route: string | null;
  /** Whether the document has a picture of the page at all (the app shell has only the skeleton). */
  picture: boolean;
  preload: string[];
  marketId: string;
  shownUnless: PictureCondition | null;
  patterns: [string, string[], ProductRequest | null][];
  everyPage: string[];
}

/**
 * The picker reads its document's settings from a data block, so it is the same script in every
 * document: the content security policy names one hash for all of them, however many products.
 */
export const pickerSettingsId = 'shell-picker';

const picker =
  `(function(){var o=JSON.parse(document.getElementById(${JSON.stringify(pickerSettingsId)}).textContent),p=location.pathname,` +
  `s=JSON.parse(document.querySelector('script[data-app-scripts]').getAttribute('data-app-scripts')),R=o.route,` +
  `f=R===null||R===p?o.preload:null,P=o.patterns,c=o.shownUnless,r=document.getElementById('root'),d=0,i,e,t,q=null,m=null;` +
  `for(i=0;i<P.length;i++)if(new RegExp(P[i][0]).test(p)){f=P[i][1];q=P[i][2];break;}f=o.everyPage.concat(f||[]);` +
  `function run(n){var x=document.createElement('script');x.type='module';x.crossOrigin='';x.src=s[n];` +
  `if(n+1<s.length)x.onload=x.onerror=function(){run(n+1);};document.head.appendChild(x);}` +
  `function boot(){if(d)return;d=1;var g=document.createDocumentFragment();f=s.slice(1).concat(f);` +
  `for(i=0;i<f.length;i++){e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];g.appendChild(e);}` +
  `document.head.appendChild(g);run(0);}` +
  `var show=o.picture&&!q&&(R===null||R===p);try{m=JSON.parse(localStorage.getItem(${JSON.stringify('{storageKey}')})||'null');` +
  `if(m&&typeof m.id==='string'&&m.id!==o.marketId)show=false;}catch(x){}` +
  `if(c){for(i=0;c.cookies&&i<c.cookies.length;i++)if((' '+document.cookie).indexOf(' '+c.cookies[i]+'=')>=0)show=false;` +
  `try{for(i=0;c.storageKeys&&i<c.storageKeys.length;i++)if(localStorage.getItem(c.storageKeys[i])!==null)show=false;}catch(x){}` +
  `for(e in c.cookiesOtherThan||{}){t=new RegExp('(?:^|; )'+e+'=([^;]*)').exec(document.cookie);` +
  `try{if(t&&decodeURIComponent(t[1])!==c.cookiesOtherThan[e])show=false;}catch(x){show=false;}}}` +
  `if(show){r.setAttribute('inert','');r.setAttribute(${JSON.stringify(prerenderedAttribute)},p);}` +
  `else if(o.picture){t=document.getElementById(${JSON.stringify(skeletonId)});r.replaceChildren(t.content.cloneNode(true));}` +
  `if(q&&window.fetch)try{var k=m&&typeof m.country==='string'&&typeof m.language==='string'?m:q.market,` +
  `u=q.url.replace('{slug}',encodeURIComponent(decodeURIComponent(p.split('/')[2])))+'?countryCode='+encodeURIComponent(k.country)+'&languageCode='+encodeURIComponent(k.language),` +
  `w=window[${JSON.stringify(earlyAnswersGlobal)}]=window[${JSON.stringify(earlyAnswersGlobal)}]||{};` +
  `w[u]=fetch(u,{headers:{Accept:'application/json'}}).then(function(r){return r.ok?r.json().then(function(b){return{status:r.status,data:b};}):null;})['catch'](function(){return null;});` +
  `w[u].then(${productPicture});}catch(x){}` +
  `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();`;

const moduleScript = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
/** The chunks the entry imports, which Vite links in the head; the picker runs them before it. */
const modulePreload = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;
const styleTag = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
/** What React hoists into the head: the page's title, meta and link elements (attributes escaped). */
const headElement = /<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>/g;
/** The built index.html's own title and description, which a page's head replaces. */
const shellHead = /\s*<title[^>]*>[^<]*<\/title>|\s*<meta data-served-head [^>]*>/g;
const rootElement = /(<div id="root">)([\s\S]*?)(<\/div>\s*)(?=(?:<template|<script|<\/body>))/;

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
 * A page's markup as React rendered it, in its three parts: the head elements React hoists (marked
 * as the page's, see servedHeadAttribute), the emotion styles, and the body markup the app hydrates.
 */
export function splitMarkup(markup: string): { head: string; styles: string[]; body: string } {
  const head = (markup.match(headElement) ?? []).map((element) =>
    element.replace(/^<(title|meta|link)/, `<$1 ${servedHeadAttribute}`),
  );
  return {
    head: head.join(''),
    styles: markup.match(styleTag) ?? [],
    body: markup.replace(headElement, '').replace(styleTag, ''),
  };
}

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html made into one route's document: its language, the page's head elements in
 * place of the shell's title and description, its styles in the head, its markup in #root (what a
 * reader without JavaScript gets), the neutral skeleton kept aside, the page's data for the store,
 * and the picker, which loads the app's scripts (moved out of the head) after the first paint.
 * `patterns` only for a document served at any address (route null).
 */
export function routeDocument(
  html: string,
  shell: RouteShell,
  marketStorageKey: string,
  patterns: PatternPreload[] = [],
  /** Scripts every page asks for beside the shell (the side-effects chunk: the sagas and their services). */
  everyPage: string[] = [],
): string {
  const { head, styles, body } = splitMarkup(shell.markup);
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (entries.length === 0) throw new Error('index.html has no module script for the picker to load');
  const scripts = [...[...html.matchAll(modulePreload)].map((match) => match[1] ?? ''), ...entries];
  const skeleton = rootElement.exec(html);
  if (!skeleton) throw new Error('index.html has no <div id="root"> for the page');
  html = html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(shellHead, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${shell.language}">`)
    .replace(rootElement, (_match, open: string, _skeleton, close: string) =>
      // A document without a picture keeps the skeleton.
      shell.picture === false ? `${open}${skeleton[2]}${close}` : `${open}${body}${close}`,
    );
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) throw new Error('index.html has no </head> or </body> for the page');
  const data =
    shell.page === undefined
      ? ''
      : `<script type="application/json" id="${prerenderedPageId}">${scriptJson(shell.page)}</script>`;
  const settings: PickerSettings = {
    route: shell.route,
    picture: shell.picture !== false,
    preload: shell.preload,
    marketId: shell.marketId,
    shownUnless: shell.shownUnless ?? null,
    patterns: patterns.map(({ pattern, preload, productRequest }) => [
      pattern,
      preload,
      productRequest ?? null,
    ]),
    everyPage,
  };
  return (
    `${html.slice(0, headEnd)}${head}${mergedStyles(styles)}${html.slice(headEnd, bodyEnd)}` +
    `<template id="${skeletonId}">${skeleton[2]}</template>${data}` +
    `<script type="application/json" id="${pickerSettingsId}">${scriptJson(settings)}</script>` +
    `<script data-app-scripts='${JSON.stringify(scripts)}'>${picker.replace('{storageKey}', marketStorageKey)}</script>\n  ${html.slice(bodyEnd)}`
  );
}

/**
 * Where a static host (and `vite preview`) looks for a route's own document: `/` is index.html,
 * `/cart` is cart.html, `/signup/` is signup/index.html, `/produkt/klassisk-t-shirt` is
 * produkt/klassisk-t-shirt.html (by its decoded path, as hosts look files up).
 */
export function routeDocumentFile(route: string): string {
  const path = decodeURIComponent(route);
  if (path === '/') return 'index.html';
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}
