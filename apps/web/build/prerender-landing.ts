import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server finds the shell in index.html (apps/api/src/http/web-app.ts). */
export const SHELL_START = '<!--landing-shell-->';
export const SHELL_END = '<!--/landing-shell-->';
const ROOT = '<div id="root"></div>';
/** Filled in per response by the server (the page's CSP nonce). */
const NONCE = '__CSP_NONCE__';
const STYLE_MARK = 'data-shell-style';
const ENTRY = 'src/app/landing-shell.tsx';

interface ShellModule {
  renderLandingShell: () => string;
  landingShellScript: () => string;
}

/** Renders the landing shell with the app's components (an SSR build of ENTRY, run in Node). */
async function renderShell(webRoot: string): Promise<{ markup: string; script: string }> {
  // Inside node_modules, so the bundle's imports of npm packages resolve from here; a folder of
  // its own per build, so builds running side by side never remove each other's files.
  mkdirSync(path.join(webRoot, 'node_modules'), { recursive: true });
  const outDir = mkdtempSync(path.join(webRoot, 'node_modules/.prerender-landing-'));
  try {
    await build({
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      plugins: [react()],
      // The workspace packages are TypeScript: bundled; npm packages stay imports.
      ssr: { noExternal: [/^@prd\//] },
      build: {
        ssr: ENTRY,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'landing-shell.mjs' } },
      },
    });
    const url = `${pathToFileURL(path.join(outDir, 'landing-shell.mjs')).href}?t=${Date.now()}`;
    const shell = (await import(url)) as ShellModule;
    return { markup: shell.renderLandingShell(), script: shell.landingShellScript() };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The CSP refuses `style` attributes in markup (React sets its inline styles through the DOM,
 * which it allows): each one becomes a rule of one `<style>` element carrying the page's nonce.
 */
export function moveInlineStyles(markup: string): { markup: string; style: string } {
  const rules: string[] = [];
  const moved = markup.replace(/ style="([^"]*)"/g, (_match, css: string) => {
    rules.push(`[${STYLE_MARK}="${rules.length}"]{${css.replaceAll('&quot;', '"')}}`);
    return ` ${STYLE_MARK}="${rules.length - 1}"`;
  });
  const style = rules.length ? `<style nonce="${NONCE}">${rules.join('')}</style>` : '';
  return { markup: moved, style };
}

/**
 * After the client build: puts the visitor landing's static markup into index.html's #root,
 * between SHELL_START and SHELL_END, with its inline styles as nonce'd rules and the small
 * script that removes it for a signed-in person (app/landing-shell.tsx). The page paints the hero and the chat box from the HTML and the stylesheet, before
 * the app's script has arrived (issue 25); the server keeps the shell for `/` only.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prd:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const file = path.join(config.build.outDir, 'index.html');
        const html = readFileSync(file, 'utf8');
        if (!html.includes(ROOT)) throw new Error(`prerender: ${ROOT} not found in index.html`);
        const rendered = await renderShell(config.root);
        const { script } = rendered;
        if (/<\/script/i.test(script))
          throw new Error('prerender: the shell script is not inline-safe');
        // The nonce'd rules first: they apply from the first paint.
        const { markup, style } = moveInlineStyles(rendered.markup);
        const shell = `${SHELL_START}${style}${markup}<script>${script}</script>${SHELL_END}`;
        writeFileSync(file, html.replace(ROOT, `<div id="root">${shell}</div>`));
      },
    },
  };
}
