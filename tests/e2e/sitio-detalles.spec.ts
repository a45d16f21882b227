import { expect, test } from '@playwright/test';
import { openPublicPage } from './fixtures.ts';

test.describe('Detalles del sitio público', () => {
  test("los títulos muestran cifras de caja alta: 'martes 1 de diciembre', no 'martes ı'", async ({ page }) => {
    await openPublicPage(page, '/');
    const widths = await page.evaluate(async () => {
      await document.fonts.load('600 40px "Cormorant Garamond"', '0123456789');
      const heading = document.createElement('h2');
      heading.style.cssText = 'position: absolute; left: 0; top: 0; font-size: 40px; white-space: nowrap';
      document.body.append(heading);
      const width = (variant: string | null) => {
        const span = document.createElement('span');
        span.textContent = 'martes 1 de diciembre, 10:30';
        if (variant !== null) span.style.fontVariantNumeric = variant;
        heading.replaceChildren(span);
        return span.getBoundingClientRect().width;
      };
      const result = { asDrawn: width(null), lining: width('lining-nums'), oldStyle: width('oldstyle-nums') };
      heading.remove();
      return result;
    });
    // The font has both kinds of figures (the build keeps its lining ones), and headings use those.
    expect(widths.lining).not.toBeCloseTo(widths.oldStyle, 1);
    expect(widths.asDrawn).toBeCloseTo(widths.lining, 3);
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
