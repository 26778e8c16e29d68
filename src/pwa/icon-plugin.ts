/**
 * Vite plugin: the app's icons, drawn by src/pwa/app-icon.ts, emitted by the build (an SVG for
 * the favicon, PNGs for the web app manifest and iOS's home screen), and named in the pages'
 * heads. Rasterised at build time (src/pwa/icon-png.ts), so no picture files are committed and the
 * icons follow the tile art.
 * Build only: the dev server has no service worker and no manifest (src/pwa/pwa-options.ts).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as AppIconModule from './app-icon.ts';
import type { IconPurpose } from './app-icon.ts';
import { THEME_COLOR } from './brand.ts';
import { iconPng } from './icon-png.ts';

export interface AppIcon {
  /** Under the build's root (and the manifest's folder). */
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png' | 'image/svg+xml';
  readonly purpose: IconPurpose;
}

/** Any size, sharp everywhere: the manifest's last resort and the pages' favicon. */
const SVG_ICON: AppIcon = { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' };

/** Chromium's install criteria want a 192 and a 512 pixel icon; Android crops a maskable one. */
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  SVG_ICON,
];

/** iOS ignores the manifest's icons and asks for this one (180 pixels, no transparency). */
const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';

type IconModule = typeof AppIconModule;

/**
 * The icon's drawing code, loaded through Vite's module runner when a build emits the icons. Not
 * imported by this file: Vite's config would then take in the whole tile renderer, whose
 * extension-less imports it warns about on every command.
 */
async function iconModule(): Promise<IconModule> {
  const path = fileURLToPath(new URL('./app-icon.ts', import.meta.url));
  return (await runnerImport<IconModule>(path, { configFile: false, logLevel: 'error' })).module;
}

export function appIcons(): Plugin {
  return {
    name: 'riichi-lens:app-icons',
    apply: 'build',
    async generateBundle() {
      const { appIconSvg } = await iconModule();
      for (const icon of MANIFEST_ICONS) {
        const svg = appIconSvg(icon.purpose);
        this.emitFile({ type: 'asset', fileName: icon.src, source: icon.type === 'image/svg+xml' ? svg : await iconPng(svg, Number(icon.sizes.split('x')[0])) });
      }
      this.emitFile({ type: 'asset', fileName: APPLE_TOUCH_ICON, source: await iconPng(appIconSvg('maskable'), 180) });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `/${SVG_ICON.src}` }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    ],
  };
}
