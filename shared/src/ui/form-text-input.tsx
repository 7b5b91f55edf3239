import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm, type Control, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
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

/** A form checked by its valibot schema on blur, then again on each blur after a submit: never per keystroke (§5). */
export function useSchemaForm<Values extends FieldValues, Output>(schema: v.GenericSchema<Values, Output>, defaultValues: DefaultValues<Values>) {
  return useForm<Values, unknown, Output>({ resolver: valibotResolver(schema), mode: 'onBlur', reValidateMode: 'onBlur', defaultValues });
}
