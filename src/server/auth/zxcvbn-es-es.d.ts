// The Spanish lists of @zxcvbn-ts/language-es-es, imported one by one (password-strength.ts):
// the package types only its index.
declare module '@zxcvbn-ts/language-es-es/dist/wordSequences.json.cjs' {
  const lists: Record<string, string[]>;
  export default lists;
}
declare module '@zxcvbn-ts/language-es-es/dist/*.json.cjs' {
  const words: string[];
  export default words;
}
