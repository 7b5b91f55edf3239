/**
 * A page body written by an attacker: every vector tries to push its name onto
 * `window.__contentXss`. If the array ever exists, markup ran script.
 */
const mark = (vector: string) => `(window.__contentXss = window.__contentXss || []).push('${vector}')`;

export const HOSTILE_VECTORS = {
  script: `<script>${mark('script')}</script>`,
  imgOnerror: `<img src="/no-such-image.png" onerror="${mark('img-onerror')}" alt="">`,
  svgOnload: `<svg onload="${mark('svg-onload')}"><circle r="2"></circle></svg>`,
  detailsOntoggle: `<details open ontoggle="${mark('details-ontoggle')}"><summary>Подробнее</summary>Текст</details>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.${mark('iframe-srcdoc')}</script>"></iframe>`,
  javascriptLink: `<a id="js-link" href="javascript:${mark('javascript-link')}">Ссылка со скриптом</a>`,
  entityJavascriptLink: `<a href="&#106;avascript:${mark('entity-javascript-link')}">Ещё ссылка</a>`,
  formAction: `<form action="javascript:${mark('form-action')}"><button id="hostile-submit">Отправить</button></form>`,
  mutationXss: `<noscript><p title="</noscript><img src=x onerror=${mark('mxss')}>"></p></noscript>`,
  styleTag: `<style>body { display: none !important; }</style>`,
  metaRefresh: `<meta http-equiv="refresh" content="0; url=https://evil.example/">`,
} as const;

export const HOSTILE_BODY = `<h2>Безопасный раздел</h2><p id="safe-text">Этот текст должен остаться.</p>${Object.values(HOSTILE_VECTORS).join('\n')}`;
