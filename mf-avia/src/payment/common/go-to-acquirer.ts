/**
 * Leaves the site for the card acquirer's page (another origin), which sends the person back to
 * the result page. One function, so tests can see where the page would go.
 */
export function goToAcquirer(url: string): void {
  window.location.assign(url);
}
