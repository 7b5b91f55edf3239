// `shared/form-text-input`: the TextInput bound to react-hook-form, for the forms that load that
// library with them (the shell's auth forms, the results page's price-alert e-mail), never on every page.
export { FormTextInput, type FormTextInputProps } from '../ui/form-text-input';
