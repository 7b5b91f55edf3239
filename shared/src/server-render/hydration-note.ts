/**
 * What the browser's console says when a server-rendered page's HTML and the browser's first render
 * differ (shell/src/boot/hydrate-page.tsx): the e2e suite fails any page load that prints it.
 */
export const HYDRATION_MISMATCH_NOTE = 'Страница с сервера не совпала с первой отрисовкой в браузере:';
