// subset-font ships no types; this is the part of its API the build uses (its README).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
