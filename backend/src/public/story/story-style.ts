/**
 * The whole style sheet of the pages the server renders (the bean story, the intro, sign-in), inlined in its <head> (one request for the first paint).
 * Mobile first; the product's brand colour and the look of its cards and chips; Korean keeps whole
 * words on a line (word-break: keep-all).
 */
export const STORY_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI','Noto Sans KR','Noto Sans CJK KR',sans-serif;color:#212121;background:#faf8f7}
:lang(ko){word-break:keep-all;overflow-wrap:anywhere}
a{color:#6d4c41}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:12px;min-height:44px;z-index:2}
.skip:focus{left:8px}
.bar{display:flex;align-items:center;gap:8px;padding:0 16px;min-height:56px;background:#6d4c41;color:#fff}
.bar a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px;padding:0 8px;border-radius:4px}
.bar a:hover,.bar a:focus-visible{background:rgba(255,255,255,.16)}
.brand{font-weight:700;font-size:1.25rem;margin-right:auto}
.bar nav{display:flex;gap:4px}
main{max-width:1040px;margin:0 auto;padding:16px;display:grid;gap:16px}
.card{background:#fff;border:1px solid #e0d6d0;border-radius:8px;padding:16px;min-width:0}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 4px}
h2{font-size:1.25rem;margin:0 0 12px}
h3{font-size:1rem;margin:12px 0 6px}
p{margin:0 0 8px}
.over{text-transform:uppercase;letter-spacing:.08em;font-size:.75rem;color:#5d5d5d;margin:0}
.muted{color:#5d5d5d}
.chips{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:4px 0 8px;padding:0}
.chips li{display:inline-flex;align-items:center;min-height:32px;padding:2px 12px;border-radius:16px;background:#efebe9;font-size:.875rem}
.chips.out li{background:#fff;border:1px solid #bcaaa4}
.chips .primary{background:#6d4c41;color:#fff}
.chips .primary.out{background:#fff;color:#6d4c41;border:1px solid #6d4c41}
.button{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:8px 20px;border-radius:6px;background:#6d4c41;color:#fff;text-decoration:none;font-weight:600;margin-top:8px}
.button:hover,.button:focus-visible{background:#4e342e}
button.button{border:0;font:inherit;cursor:pointer}
.button.out{background:#fff;color:#6d4c41;border:1px solid #6d4c41;font-weight:500}
.button.out:hover,.button.out:focus-visible{background:#efebe9}
.button.small{min-height:40px;padding:6px 14px;font-size:.875rem;margin-top:0}
[hidden]{display:none!important}
.row{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 0}
.serial{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0 0}.serial figure{margin:0;line-height:0}.serial code{word-break:break-all;font-size:.85em}
.row .button{margin-top:0}
.links{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:8px 0 0;padding:0}
.stack{display:grid;gap:16px}
h2.next{margin-top:24px}
.qr{display:grid;justify-items:center;gap:8px}
.qr figure{margin:0;width:160px}
.notice{margin:0;padding:12px 16px;border-radius:6px;background:#e8f5e9}
.notice.info{background:#e3f2fd;margin:8px 0}
.notice.error{background:#fdecea;margin:8px 0}
.narrow{width:100%;max-width:440px;margin:0 auto}
.fields{display:grid;gap:6px;margin:16px 0}
.fields label{font-weight:600;font-size:.875rem;margin-top:6px}
.fields input{font:inherit;min-height:48px;padding:8px 12px;border:1px solid #8d7b74;border-radius:6px;background:#fff;color:inherit;width:100%}
.fields input:focus-visible,dialog .button:focus-visible{outline:2px solid #6d4c41;outline-offset:2px}
.button.wide{justify-content:center;width:100%}
.button:disabled,.button[aria-disabled=true]{background:#e0e0e0;color:#5d5d5d;cursor:default}
hr{border:0;border-top:1px solid #e0d6d0;margin:16px 0}
.row.between{justify-content:space-between;align-items:center}
.row.end{justify-content:flex-end}
dialog{border:0;border-radius:8px;padding:24px;max-width:min(440px,calc(100% - 32px));box-shadow:0 8px 32px rgba(0,0,0,.3)}
dialog::backdrop{background:rgba(0,0,0,.4)}
.origins{list-style:none;margin:0 0 8px;padding:0;display:grid;gap:12px}
.origins li{border:1px solid #e0d6d0;border-radius:6px;padding:12px}
.origins h3{margin:0 0 4px}
figure{margin:8px 0 0}
figure img{display:block;width:100%;height:auto;max-height:480px;object-fit:contain}
figure svg{display:block;width:100%;height:auto}
.curve.wide{overflow-x:auto}
.curve.wide svg{min-width:560px}
.curve.narrow{display:none}
.phases{margin:8px 0 0}.phase-bar{display:flex;height:14px;border-radius:7px;overflow:hidden}.phase{display:block;min-width:2px}
.phase-legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;margin:6px 0 0;padding:0;font-size:.9em}.phase-legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;vertical-align:middle}
.curve.narrow svg{max-width:480px}
@media (max-width:640px){.curve.wide{display:none}.curve.narrow{display:block}}
.pair{display:grid;gap:16px;align-items:start}
.radar,.wheel{max-width:380px;margin:8px auto 0;width:100%}
figcaption{font-size:.75rem;color:#5d5d5d;margin-top:4px}
.pre{white-space:pre-wrap}
footer{max-width:1040px;margin:0 auto;padding:8px 16px 32px;font-size:.8rem;color:#5d5d5d}
@media (min-width:768px){
  main{padding:24px}
  .card{padding:24px}
  h1{font-size:2rem}
  .origins{grid-template-columns:repeat(2,1fr)}
  .pair.two{grid-template-columns:1fr 1fr}
}
`.replace(/\n\s*/g, '');
