// `shared/after-purchase`: returning and exchanging tickets of a bought order (docs/product-rules.md
// §D Возврат и обмен): the panel, its data hook and the ticket states the receipt marks. Bundled by
// the profile's order view and the guest's order page, never by the `shared` singleton.
export { OrderTicketsPanel, type AfterPurchaseData } from '../after-purchase/order-tickets-panel';
export { useAfterPurchase } from '../after-purchase/use-after-purchase';
export { ticketStates, returnedTicketCount, hasTickets, type TicketState } from '../after-purchase/ticket-states';
export { AFTER_PURCHASE_TEXTS } from '../after-purchase/after-purchase-texts';
