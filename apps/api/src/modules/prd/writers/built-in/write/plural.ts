export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** French: 0 and 1 take the singular. */
export const pluralFr = (n: number, one: string, many: string) => `${n} ${n < 2 ? one : many}`;
export const lower = (names: string[]) => names.map((n) => n.toLowerCase()).join(', ');
