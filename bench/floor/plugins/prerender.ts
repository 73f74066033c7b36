import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Alias, type Plugin } from 'vite';
import { precompiledMessages } from './precompiledMessages';

/** Where a static host (and `vite preview`) finds a route's document: `/` index.html, `/terms` terms.html. */
const documentFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const styleTag = /<style data-emotion="([^" ]+) ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion's server render puts a style tag before each styled element. They go to the head, so
 * the markup is what the client renders (its emotion renders no tags) and hydrates without a
 * mismatch. Class rules become one tag listing every name: emotion reads the names as already
 * inserted and moves one tag at boot instead of one per component. Global styles (CssBaseline)
 * keep their own tags, which emotion's Global looks up by name.
 */
export function extractStyles(markup: string): { markup: string; styles: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  for (const [tag, key, ids, css] of markup.matchAll(styleTag)) {
    if (key === 'css') {
      names.push(ids ?? '');
      rules.push(css ?? '');
    } else globals.push(tag);
  }
  const classes =
    names.length > 0 ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { markup: markup.replace(styleTag, ''), styles: globals.join('') + classes };
}

const moduleScript = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * The app's scripts leave the head for a loader at the end of the body that adds them once the
 * browser has painted the prerendered page, as the shop's HTML shell does
 * (tooling/shellTemplates.ts): the floor measures the packages, not a loading order the shop
 * does not use. So, as there, it asks for every chunk at once and runs the packages' chunks one
 * after the other, each in a task of its own, then the entry (tooling/bootChunks.ts).
 */
export function loadAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (entries.length === 0) throw new Error('the floor index.html has no module script');
  const scripts = [...[...html.matchAll(modulePreload)].map((match) => match[1] ?? ''), ...entries];
  const loader =
    `<script>(function(){var d=0,s=${JSON.stringify(scripts)};` +
    `function run(n){var x=document.createElement('script');x.type='module';x.crossOrigin='';x.src=s[n];` +
    `if(n+1<s.length)x.onload=x.onerror=function(){run(n+1);};document.head.appendChild(x);}` +
    `function boot(){if(d)return;d=1;var g=document.createDocumentFragment();` +
    `for(var i=1;i<s.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=s[i];g.appendChild(e);}` +
    `document.head.appendChild(g);run(0);}` +
    `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();</script>`;
  return html.replace(moduleScript, '').replace(modulePreload, '').replace('</body>', `${loader}</body>`);
}

/**
 * Build only: once the bundle is written, renders each route with the floor's own components
 * through Vite's SSR loader (src/prerender.tsx) into `#root` of a document of its own, which the
 * browser then hydrates (src/main.tsx).
 */
export function prerender({
  routes,
  dataRoutes = [],
  alias,
}: {
  routes: string[];
  /** Addresses rendered in the browser only, with the JSON the boot script asks for at once. */
  dataRoutes?: { route: string; early: string }[];
  alias: Alias[];
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'floor-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      // The build's mode, so the picture is what the browser hydrates (the `home-parts` floor).
      mode = config.mode;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [precompiledMessages()],
        resolve: { alias },
      });
      try {
        const { renderRoute } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderRoute: (path: string) => string;
        };
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!html.includes('<div id="root"></div>') || !html.includes('</head>'))
          throw new Error('the floor index.html has no empty #root or no </head>');
        for (const route of routes) {
          const { markup, styles } = extractStyles(renderRoute(route));
          const document = loadAfterFirstPaint(html)
            .replace('</head>', `${styles}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
          writeFileSync(join(outDir, documentFile(route)), document);
        }
        // As the shop's product address: no picture, the data asked for before the app's code.
        for (const { route, early } of dataRoutes) {
          const ask = `<script>window.__floorEarly=fetch(${JSON.stringify(early)}).then(function(r){return r.ok?r.json():null;})['catch'](function(){return null;});</script>`;
          writeFileSync(
            join(outDir, documentFile(route)),
            loadAfterFirstPaint(html).replace('</body>', `${ask}</body>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
