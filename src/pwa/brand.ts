/**
 * The installed app's colours, for the web app manifest (src/pwa/pwa-options.ts), the pages'
 * heads and the icon (src/pwa/app-icon.ts). No imports: Vite's config reads this file.
 */

/** The manifest's theme colour: the header's dark blue, also the icon's ground. */
export const THEME_COLOR = '#173f80';
/** The page's own background (src/ui/main.ts), shown while the installed app starts. */
export const BACKGROUND_COLOR = '#eef1f5';
