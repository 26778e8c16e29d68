/**
 * Setup file of the browser projects (vitest.config.ts): the document gets the theme's custom
 * properties (src/ui/theme.ts), as main.ts gives them to the app's page, so a component mounted
 * alone is drawn, and checked by axe, in the colours people see: light, unless a test sets
 * `data-theme="dark"` on `<html>` (test/ui/theme.browser.test.ts runs the app dark).
 */
import { applyTheme } from '../../src/ui/shared/theme';

applyTheme();
