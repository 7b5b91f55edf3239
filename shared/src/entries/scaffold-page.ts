// `shared/scaffold-page`: SCAFFOLDING for a new area, the page that names its route until the real one exists
// (docs/architecture.md, "Adding an area").
export { createScaffoldPage } from '../federation/scaffold-page';
