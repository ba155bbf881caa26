// The page's JavaScript starts loading only after the browser has painted the server-rendered page: a phone on a
// weak signal shows the finished page first, then fetches the scripts that add polish. On the public reading pages
// (utils/reading-pages.ts) the server renders Remix's module preloads and boot module inert (holdScriptsUntilPainted,
// in production); this inline script wakes them after the first frame. The elements stay where they are, so
// hydration finds the very markup the server sent.

/** The `rel` a module preload carries until the page has painted (no browser fetches it). */
export const HELD_PRELOAD_REL = "held-modulepreload";

/** The `type` Remix's boot module carries until the page has painted (no browser runs it). */
export const HELD_MODULE_TYPE = "held-module";

/**
 * Once the first paint has reached the screen (the first-contentful-paint entry is reported after the frame is
 * presented; a browser without paint timing falls back to the next frame), re-insert the boot module as a module (a
 * script element runs when it is inserted with a type the browser knows, and this one never ran), then turn the held
 * preloads back into preloads, each in a task of its own: done at once they made one task long enough to count as
 * blocking on a slow phone. Waiting for the presented paint rather than the frame's start keeps the scripts' requests
 * out of the way of a first frame the browser is slow to show.
 */
export const startScriptsAfterPaint = `(function(){\
function wake(){var s=document.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!s)return;\
var p=s.parentNode,n=s.nextSibling;p.removeChild(s);s.type="module";p.insertBefore(s,n);\
document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(l){\
setTimeout(function(){l.rel="modulepreload"})})}\
function afterPaint(){setTimeout(wake)}\
var P=window.PerformanceObserver;\
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){\
var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();afterPaint()}});\
o.observe({type:"paint",buffered:true})}else requestAnimationFrame(afterPaint)})()`;
