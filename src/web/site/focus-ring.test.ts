import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/* The public site's focus ring is drawn on the page, the cards, the bands and the footer: WCAG
 * 1.4.11 asks 3:1 against each of them. The colours are read from the stylesheet itself. */
const css = fs.readFileSync(path.join(import.meta.dirname, 'site.css'), 'utf8');
const loginCss = fs.readFileSync(path.join(import.meta.dirname, 'login-page.css'), 'utf8');

function variable(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1];
  if (value === undefined) throw new Error(`--${name} no está en site.css`);
  return value;
}

/** Relative luminance (WCAG 2.x). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the focus ring of the public site', () => {
  it('is the focus colour everywhere it is drawn', () => {
    expect(css).toMatch(/:focus-visible\s*{\s*outline:\s*3px solid var\(--focus\);/);
    expect(loginCss).toContain('outline: 3px solid var(--focus);');
    expect(`${css}\n${loginCss}`).not.toMatch(/outline:[^;]*var\(--gold\)/);
  });

  it('stands out 3:1 against every background it is drawn on', () => {
    const focus = variable('focus');
    const backgrounds = {
      page: variable('cream'),
      card: '#ffffff',
      band: variable('blush'),
      footer: variable('ink'),
    };
    for (const [where, background] of Object.entries(backgrounds)) {
      expect(contrast(focus, background), where).toBeGreaterThanOrEqual(3);
    }
  });

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The earlier ring: the gold on the page background, 2.99:1.
    expect(contrast('#b08a4f', '#fbf7f3')).toBeCloseTo(2.99, 2);
  });
});
