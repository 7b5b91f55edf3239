/**
 * The short order number people see: the first eight characters of the uuid in capitals, as the
 * order mails write it ('Билеты по заказу 8AF62F2A'), so the page and the mail name one thing.
 */
export function bookingReference(orderUuid: string): string {
  return orderUuid.slice(0, 8).toUpperCase();
}
