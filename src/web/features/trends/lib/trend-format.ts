const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatKcal = (value: number) => whole.format(value);
export const formatGrams = (value: number) => `${whole.format(value)} g`;
/** "12 g", "1,250 mg", "2,000 kcal". */
export const formatAmount = (value: number, unit: string) => `${whole.format(value)} ${unit}`;
