import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';

/** An account form checked by its schema (the API's): a field when it is left, never per keystroke (product rules §5). */
export function useAccountForm<Schema extends v.GenericSchema<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<v.InferInput<Schema>>) {
  return useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues,
  });
}
