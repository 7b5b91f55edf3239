import {
  DOCUMENT_TYPE_LABELS,
  maskDocumentNumber,
  ORDER_STATUS_LABELS,
  PASSENGER_TYPE_LABELS,
  passengerTickets,
  type FlightOrder,
  type Payment,
} from 'shared/node';
import { extraServiceTariff, type ExtraServiceCode } from '../../extra-services/extra-service-tariffs.js';
import type { OrderPassengerRow, OrderRow, PaymentRow } from './order-store.js';
import { passengerFromColumns } from '../passengers/passenger-columns.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function paymentView(payment: PaymentRow): Payment {
  return {
    paymentUuid: payment.uuid,
    purpose: payment.purpose,
    optionCode: payment.option_code,
    description: payment.description,
    amount: payment.amount_rub,
    currency: 'RUB' as const,
    status: payment.status,
    createdAt: iso(payment.created_at),
    paidAt: iso(payment.paid_at),
  };
}

export function passengerView(p: OrderPassengerRow, full: boolean): FlightOrder['passengers'][number] {
  return {
    ...passengerFromColumns(p),
    passengerTypeLabel: PASSENGER_TYPE_LABELS[p.passenger_type],
    documentTypeLabel: DOCUMENT_TYPE_LABELS[p.document_type],
    documentNumber: full ? p.document_number : maskDocumentNumber(p.document_number),
    ticketNumber: p.ticket_number,
    legTicketNumbers: p.leg_ticket_numbers ? (JSON.parse(p.leg_ticket_numbers) as string[]) : [],
    returnedDirections: returnedDirections(p),
  };
}

const returnedDirections = (p: OrderPassengerRow) => (p.returned_directions ? p.returned_directions.split(',').map(Number) : []);

/** A ticket is void once what it covers is returned: its flight, or every flight of a one-way or return ticket. */
function ticketReturned(p: OrderPassengerRow, legTicket: number | null, directions: number): boolean {
  const returned = returnedDirections(p);
  return legTicket === null ? returned.length === directions : returned.includes(legTicket);
}

/** The one order shape (booking pages, profile, e-mails): route, passengers, payments, options, documents. */
export function orderView(order: OrderRow, passengers: OrderPassengerRow[], payments: PaymentRow[], full: boolean): FlightOrder {
  const orderPayment = payments.find((p) => p.purpose === 'ORDER') ?? null;
  const options = payments
    .filter((p) => p.purpose === 'OPTION' && p.status !== 'CANCELLED')
    .map((p) => ({
      code: p.option_code,
      title: p.option_code ? extraServiceTariff(p.option_code as ExtraServiceCode).title : p.description,
      amount: p.amount_rub,
      status: p.status,
      paymentUuid: p.uuid,
    }));
  const details = order.details;
  return {
    orderUuid: order.uuid,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: iso(order.created_at),
    paymentDeadline: iso(order.payment_deadline),
    paidAt: iso(order.paid_at),
    ticketedAt: iso(order.ticketed_at),
    closedAt: iso(order.closed_at),
    email: order.email,
    phone: order.phone,
    total: order.total_rub,
    currency: 'RUB' as const,
    searchString: order.search_string,
    cabin: details.cabin,
    fare: details.fare,
    directions: details.directions,
    price: details.price,
    passengers: passengers.map((p) => passengerView(p, full)),
    paymentUuid: orderPayment?.uuid ?? null,
    payments: payments.map(paymentView),
    options,
    /** E-tickets (itinerary receipts) once ticketed: one per passenger, or per passenger and flight of a multi-city trip. */
    documents: passengers.flatMap((p) => {
      const tickets = passengerTickets(passengerView(p, false), details.directions);
      return tickets.map((ticket, index) => ({
        kind: 'E_TICKET' as const,
        title: `Маршрутная квитанция: ${p.last_name} ${p.first_name}${ticket.label ? `, ${ticket.label.toLowerCase()}` : ''}`,
        ticketNumber: ticket.number,
        returned: ticketReturned(p, tickets.length > 1 || p.leg_ticket_numbers ? index : null, details.directions.length),
      }));
    }),
    utm: { campaign: order.utm_campaign, medium: order.utm_medium, source: order.utm_source },
  };
}
