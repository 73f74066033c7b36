/** Where the HTML shell keeps the prerendered routes; the id of each is this plus its path. */
// The app's module scripts, which the picker loads after the first paint, are listed (JSON) in
// its `data-app-scripts` attribute, where the bench finds them too.
export const shellIdPrefix = 'shell:';

/** A prerendered route: its markup, and the scripts its page needs beyond the shell. */
export interface RouteShell {
  markup: string;
  preload: string[];
}

/**
 * Runs as the body ends. It shows the address's prerendered route, then lets the browser paint
 * it before it asks for the app's scripts and the page's own (instead of after the shell's script
 * has run), so the first paint never waits for JavaScript. A shopper whose saved market speaks
 * another language than the prerendered Swedish keeps the neutral skeleton, so the page never
 * flashes the wrong language. ES5 on purpose; a hidden tab, which gets no frames, loads anyway.
 */
const picker = (preloads: Record<string, string[]>, storageKey: string) =>
  `(function(){var p=location.pathname,s=JSON.parse(document.querySelector('script[data-app-scripts]').getAttribute('data-app-scripts')),f=${JSON.stringify(preloads)}[p]||[],d=0,i,e;` +
  `function boot(){if(d)return;d=1;` +
  `for(i=0;i<s.length;i++){e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s[i];document.head.appendChild(e);}` +
  `for(i=0;i<f.length;i++){e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];document.head.appendChild(e);}}` +
  `var show=true;try{var m=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'null');` +
  `if(m&&typeof m.language==='string'&&m.language.toLowerCase()!=='sv')show=false;}catch(x){}` +
  `var t=show&&document.getElementById(${JSON.stringify(shellIdPrefix)}+p);` +
  `if(t)document.getElementById('root').replaceChildren(t.content.cloneNode(true));` +
  `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();`;

const moduleScript = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const styleTag = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * Puts the prerendered routes and their picker at the end of the built index.html's body, and
 * their styles, each once, at the end of its head (the routes share most of them).
 */
export function injectShells(
  html: string,
  shells: Record<string, RouteShell>,
  marketStorageKey: string,
): string {
  const styles = new Set<string>();
  const templates = Object.entries(shells)
    .map(([path, { markup }]) => {
      for (const style of markup.match(styleTag) ?? []) styles.add(style);
      // inert: nothing in the picture can be focused or typed into before React takes over.
      return `<template id="${shellIdPrefix}${path}"><div inert>${markup.replace(styleTag, '')}</div></template>`;
    })
    .join('');
  const preloads = Object.fromEntries(Object.entries(shells).map(([path, { preload }]) => [path, preload]));
  const scripts = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (scripts.length === 0) throw new Error('index.html has no module script for the picker to load');
  html = html.replace(moduleScript, '');
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < 0)
    throw new Error('index.html has no </head> or </body> to put the prerendered routes in');
  return (
    `${html.slice(0, head)}${[...styles].join('')}${html.slice(head, body)}` +
    `${templates}<script data-app-scripts='${JSON.stringify(scripts)}'>${picker(preloads, marketStorageKey)}</script>\n  ${html.slice(body)}`
  );
}
