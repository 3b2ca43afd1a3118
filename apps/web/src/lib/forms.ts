import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

interface ContractFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** What the form's values become before the contract reads them (a trimmed field, say). */
  prepare?: (values: Input) => Input;
}

/**
 * A form validated by a contract schema, the spec's messages and rules in one place: checked on
 * submit (the first message of each field shows), and again only on the next submit, as the
 * forms always did. The first field in error takes the focus.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, prepare }: ContractFormOptions<Input>,
): UseFormReturn<Input, unknown, Output> {
  // The contract's schemas are synchronous: no waiting on a promise per check.
  const contract = zodResolver<Input, unknown, Output>(schema, undefined, { mode: 'sync' });
  return useForm<Input, unknown, Output>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: prepare
      ? (values, context, options) => contract(prepare(values), context, options)
      : contract,
  });
}

/**
 * The form's onSubmit: a submit while the last one still runs does nothing (Enter pressed twice,
 * say); otherwise the values are checked and, when they pass, handed to `onValid`.
 */
export function useSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  onValid: SubmitHandler<Output>,
) {
  const running = useRef(false);
  return (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void form
      .handleSubmit(onValid)(event)
      .finally(() => {
        running.current = false;
      });
  };
}
