// `shared/text-input`: the text field of the forms (product rules §5). Bundled by the areas with forms,
// not loaded with the `shared` singleton on every page: `/` and the frame have no field of their own.
export { TextInput, type TextInputProps, type Validator } from '../ui/text-input';
