/**
 * Taps before hydration. The server paints the page (Add to Cart, the stepper, the wishlist
 * heart, the cart and menu buttons) about a second before its scripts can act on it; a tap in
 * that second would be lost, and nothing would tell the shopper. This script, inlined at the top
 * of every server-rendered page's head (src/server/html.ts, under the answer's nonce), keeps such
 * taps instead:
 * - a click on a button inside #root before the page has hydrated is stopped (the button does
 *   nothing yet; a form's submit button would otherwise send the form natively) and remembered,
 *   once per button: a shopper who taps again because nothing happened meant one tap;
 * - meanwhile the button has `data-early-tap` (global.css dims it: the tap was seen) and
 *   `<html data-early-taps>` is set (a busy cursor);
 * - when the app marks the document hydrated (`<html data-hydrated>`, src/app/App.tsx), each
 *   remembered button that is still in the page is clicked again, now with React listening.
 * Links are left alone: they work without scripts. No app code is needed on the first visit.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a script's source, no shopper reads it
export const EARLY_TAPS_SCRIPT = `(function(){var d=document,r=d.documentElement,q=[];function t(e){var b=e.target&&e.target.closest?e.target.closest('#root button'):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b);b.setAttribute('data-early-tap','');r.setAttribute('data-early-taps','')}d.addEventListener('click',t,true);new MutationObserver(function(m,o){if(!r.hasAttribute('data-hydrated'))return;o.disconnect();d.removeEventListener('click',t,true);r.removeAttribute('data-early-taps');q.forEach(function(b){b.removeAttribute('data-early-tap');if(b.isConnected)b.click()})}).observe(r,{attributes:true,attributeFilter:['data-hydrated']})})()`
