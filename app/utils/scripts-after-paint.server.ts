import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./scripts-after-paint";

const modulePreload = /<link rel="modulepreload"/g;
const bootModule = '<script type="module" async="">';

/**
 * Renders Remix's module preloads and its boot module inert, for startScriptsAfterPaint to wake after the first paint.
 * A page without them (an error page without scripts) is returned as it is.
 */
export function holdScriptsUntilPainted(html: string) {
  if (!html.includes(bootModule)) return html;
  return html
    .replace(modulePreload, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(bootModule, `<script type="${HELD_MODULE_TYPE}" async="">`);
}
