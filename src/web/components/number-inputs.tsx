import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * What every number field of the panel shares: what is typed stays as typed. Mantine would
 * otherwise drop a '-' (allowNegative={false}), clamp to min/max on blur (-5 → 5, 0 → 1) or cut
 * extra decimals, all without a word; instead the form's schema refuses the value with a message
 * under the field, and the typed text is still there to correct.
 */
export const AS_TYPED = { clampBehavior: 'none', allowNegative: true } as const;

/** An amount as people in Argentina write it: `$ 1.234,50`. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      {...AS_TYPED}
      min={0}
      decimalSeparator=","
      thousandSeparator="."
      prefix="$ "
      inputMode="decimal"
      {...props}
    />
  );
}

/** A duration in whole minutes, in steps of a quarter hour: 'Duración (minutos)'. */
export function MinutesInput(props: NumberInputProps) {
  return (
    <NumberInput
      {...AS_TYPED}
      label="Duración (minutos)"
      required
      min={1}
      step={15}
      decimalSeparator=","
      inputMode="numeric"
      {...props}
    />
  );
}
