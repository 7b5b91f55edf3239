export function PassengersPage() {
  return null;
}
