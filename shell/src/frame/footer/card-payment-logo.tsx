/** The card-payment logo of the footer (product rules §1), drawn inline so it needs no extra request. */
export function CardPaymentLogo() {
  return (
    <svg width="168" height="28" viewBox="0 0 168 28" role="img" aria-label="Оплата картами Мир, Visa и Mastercard">
      <rect x="0" y="0" width="52" height="28" rx="4" fill="#ffffff" />
      <text x="26" y="19" textAnchor="middle" fontFamily="Arial" fontSize="14" fontWeight="700" fill="#0f754e">
        МИР
      </text>
      <rect x="58" y="0" width="52" height="28" rx="4" fill="#ffffff" />
      <text x="84" y="19" textAnchor="middle" fontFamily="Arial" fontSize="14" fontWeight="700" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
      <rect x="116" y="0" width="52" height="28" rx="4" fill="#ffffff" />
      <circle cx="136" cy="14" r="8" fill="#eb001b" />
      <circle cx="148" cy="14" r="8" fill="#f79e1b" fillOpacity="0.85" />
    </svg>
  );
}
