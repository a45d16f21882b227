import { expect, openPublicPage, test } from './fixtures.ts';

test.describe('Detalles del sitio público', () => {
  test("los títulos muestran cifras de caja alta: 'martes 1 de diciembre', no 'martes ı'", async ({ page }) => {
    await openPublicPage(page, '/');
    // The font the page got: each figure stands as tall as a capital (its own stood at the x-height).
    const heights = await page.evaluate(async () => {
      const font = '600 100px "Cormorant Garamond"';
      await document.fonts.load(font, '0123456789H');
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) return [];
      context.font = font;
      const top = (text: string) => context.measureText(text).actualBoundingBoxAscent;
      return [...'0123456789'].map((digit) => top(digit) / top('H'));
    });
    expect(heights).toHaveLength(10);
    for (const [digit, height] of heights.entries()) expect(height, String(digit)).toBeGreaterThan(0.9);
    // And where another font of the stack draws instead, its lining figures are asked for.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-variant-numeric', 'lining-nums');
  });

  test('el botón del menú entra entero a 320 px, sin desplazar la página hacia los costados', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPublicPage(page, '/');
    const box = await page.getByRole('button', { name: 'Abrir menú' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(box?.width).toBe(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The centre's name is whole, on two lines.
    const name = page.locator('.brand-name');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('el resaltado al pasar por una opción de la reserva es solo para un puntero que de verdad pasa por encima', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    // A finger's tap leaves a hover behind: any rule for `.choice:hover` sits under (hover: hover).
    const rules = await page.evaluate(() => {
      const found: { selector: string; media: string | null }[] = [];
      const walk = (list: CSSRuleList, media: string | null) => {
        for (const rule of list) {
          if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
          else if (rule instanceof CSSStyleRule && rule.selectorText.includes('.choice:hover')) {
            found.push({ selector: rule.selectorText, media });
          }
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules, null);
      return found;
    });
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.media, rule.selector).toBe('(hover: hover)');
  });
});
