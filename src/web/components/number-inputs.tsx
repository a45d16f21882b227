import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount as people in Argentina write it: `$ 1.234,50`, two decimals, never negative. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator="."
      prefix="$ "
      allowNegative={false}
      inputMode="decimal"
      {...props}
    />
  );
}

/** A duration in whole minutes, in steps of a quarter hour: 'Duración (minutos)'. */
export function MinutesInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Duración (minutos)"
      required
      min={1}
      step={15}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      {...props}
    />
  );
}
