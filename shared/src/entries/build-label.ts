// `shared/build-label`: the label of a QA or preview build. Bundled by each area that shows it (tours,
// content), never shared at run time: the label is the define of the build that bundles it.
export { BuildLabel } from '../ui/build-label';
