/**
 * Taps and input before hydration. The server paints the page (Add to Cart, the stepper, the
 * wishlist heart, the cart and menu buttons, the search box, checkout's form) about a second
 * before its scripts can act on it; a tap or a choice in that second would be lost, and nothing
 * would tell the shopper. This script, inlined at the top of every server-rendered page's head
 * (src/server/html.ts, under the answer's nonce), keeps them instead (decisions 0065, 0067):
 * - a click on a button inside #root before the page has hydrated is stopped (the button does
 *   nothing yet; a form's submit button would otherwise send the form natively) and remembered,
 *   once per button: a shopper who taps again because nothing happened meant one tap;
 * - meanwhile the button has `data-early-tap` (global.css dims it: the tap was seen) and
 *   `<html data-early-taps>` is set (a busy cursor);
 * - a change to a form control inside #root (text typed or filled in, an option chosen, a box
 *   ticked or a radio chosen) is left to the browser, which shows it, and remembered: the
 *   control's last value, in the order of the shopper's last change to each (file inputs are
 *   left alone: a script cannot set their files);
 * - when the app marks the document hydrated (`<html data-hydrated>`, src/app/App.tsx), each
 *   remembered control still in the page and enabled is given its value again as an event React
 *   sees (text: `input`; a select: `change`; a box or a radio: a click), so the component reacts
 *   as if the shopper had changed it then, whatever the hydration did to the control: React
 *   adopts a control's value without an `onChange`, and a form library may reset it to its
 *   default. For text, the value is set once through the element's own `value` (React's tracker
 *   notes it) and then, unchanged for the tracker, through the prototype's: the `input` event
 *   then reads as a change. Then each remembered button still in the page is clicked again, now
 *   with React listening (after the values: a search's Enter sends the text typed).
 * Links are left alone: they work without scripts. No app code is needed on the first visit.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a script's source, no shopper reads it
export const EARLY_TAPS_SCRIPT = `(function(){var d=document,r=d.documentElement,q=[],f=[],v=[],o='data-hydrated',k=/^(checkbox|radio)$/;function t(e){var b=e.target&&e.target.closest?e.target.closest('#root button'):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b);b.setAttribute('data-early-tap','');r.setAttribute('data-early-taps','')}function c(e){var x=e.target,i;if(!x||!x.closest||!x.closest('#root')||!/^(INPUT|SELECT|TEXTAREA)$/.test(x.tagName)||x.type=='file')return;i=f.indexOf(x);if(i>=0){f.splice(i,1);v.splice(i,1)}f.push(x);v.push(k.test(x.type)?x.checked:x.value)}function p(x,w){if(k.test(x.type)){if(x.type=='radio'&&!w)return;x.checked=!w;x.click()}else if(x.tagName=='SELECT'){x.value=w;x.dispatchEvent(new Event('change',{bubbles:true}))}else{x.value=w+' ';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value').set.call(x,w);x.dispatchEvent(new Event('input',{bubbles:true}))}}d.addEventListener('click',t,true);d.addEventListener('input',c,true);d.addEventListener('change',c,true);new MutationObserver(function(m,n){if(!r.hasAttribute(o))return;n.disconnect();d.removeEventListener('click',t,true);d.removeEventListener('input',c,true);d.removeEventListener('change',c,true);r.removeAttribute('data-early-taps');f.forEach(function(x,i){if(x.isConnected&&!x.disabled)p(x,v[i])});q.forEach(function(b){b.removeAttribute('data-early-tap');if(b.isConnected)b.click()})}).observe(r,{attributes:true,attributeFilter:[o]})})()`
