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
 * Once the whole page has been painted, re-insert the boot module as a module (a script element runs when it is
 * inserted with a type the browser knows, and this one never ran), then turn the held preloads back into preloads,
 * each in a task of its own: done at once they made one task long enough to count as blocking on a slow phone.
 *
 * "Painted" is the first-contentful-paint entry, reported once its frame is presented: waiting for it rather than for
 * a frame's start keeps the scripts' requests out of the way of a first frame the browser is slow to show. But a
 * browser may paint part of a page (the header) before it has parsed the rest; this script sits at the end of the body,
 * so the first frame to begin after it ran shows the whole page. When the first paint was presented before that frame
 * began, the scripts wait one frame more, so they no longer start before the rest of the page is on screen. A
 * browser without paint timing waits for the next frame.
 */
export const startScriptsAfterPaint = `(function(){\
function wake(){var s=document.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!s)return;\
var p=s.parentNode,n=s.nextSibling;p.removeChild(s);s.type="module";p.insertBefore(s,n);\
document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(l){\
setTimeout(function(){l.rel="modulepreload"})})}\
function afterFrame(){requestAnimationFrame(function(){setTimeout(wake)})}\
var P=window.PerformanceObserver;\
if(!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0))return afterFrame();\
var painted=null,wholePage=null;\
function decide(){if(painted===null||wholePage===null)return;if(painted>=wholePage)setTimeout(wake);else afterFrame()}\
requestAnimationFrame(function(t){wholePage=t;decide()});\
var o=new P(function(list){var e=list.getEntriesByName("first-contentful-paint")[0];\
if(e){o.disconnect();painted=e.startTime;decide()}});\
o.observe({type:"paint",buffered:true})})()`;
