import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';

export type FormTextInputProps<Values extends FieldValues> = Omit<TextInputProps, 'value' | 'onValueChange' | 'onBlur' | 'name' | 'error' | 'inputRef'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * TextInput bound to react-hook-form: the form's valibot schema decides the message, shown
 * under the field with role="alert". Forms use mode 'onBlur' so checks run on blur and change,
 * never on each keystroke (product rules §5).
 */
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
