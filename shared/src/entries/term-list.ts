// `shared/term-list`: a list of facts as a `<dl>` of terms and details. Bundled by the pages that show
// one (booking, payment, order, price alerts, hotel), never part of the singleton every page loads.
export { TermList, type TermListItem } from '../ui/term-list';
