import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';

export type FormTextInputProps<Values extends FieldValues> = Omit<TextInputProps, 'value' | 'onValueChange' | 'onBlur' | 'name' | 'error' | 'inputRef'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** TextInput bound to react-hook-form: the schema's message shows under the field (role="alert"); forms check on blur and change, never per keystroke (§5). */
export function FormTextInput<Values extends FieldValues>({ control, name, ...inputProps }: FormTextInputProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...inputProps}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={inputProps.disabled ?? field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
